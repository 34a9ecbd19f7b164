import { readFileSync } from 'node:fs';
import { Marked, type Token, type Tokens } from 'marked';
import { htmlText } from './http-utils';

/**
 * Developer documentation with copy buttons for commands: the clipboard guard's false-alarm
 * pages (tests/fixtures/docs-sites/SOURCES.md). Each site's own page source, copied from its
 * repository (tests/guards/refresh-docs-sites.ts), rendered here as its documentation system
 * renders a code block and its copy button (the markup, and how the button copies: the text it
 * takes, and whether it writes it with `navigator.clipboard.writeText`, selects it on the page
 * or in a hidden textarea for `execCommand('copy')`). rustup.rs is served as its repository
 * publishes it, its own script included.
 */

/** How a site renders a code block and copies it. */
export type Framework =
  | 'published'
  | 'brew'
  | 'github'
  | 'mkdocs-material'
  | 'docusaurus'
  | 'vitepress'
  | 'sphinx'
  | 'hugo'
  | 'ms-learn'
  | 'starlight'
  | 'lume'
  | 'mintlify';

export interface DocsSite {
  id: string;
  /** The site as people know it. */
  site: string;
  framework: Framework;
  repo: string;
  /** The page's source in the repository (the first), and what it needs besides. */
  files: string[];
  licence: string;
}

export const DOCS_SITES: readonly DocsSite[] = [
  {
    id: 'rustup',
    site: 'rustup.rs',
    framework: 'published',
    repo: 'rust-lang/rustup',
    files: ['www/index.html', 'www/rustup.js', 'www/rustup.css'],
    licence: 'MIT or Apache-2.0',
  },
  {
    id: 'brew',
    site: 'brew.sh',
    framework: 'brew',
    repo: 'Homebrew/brew.sh',
    files: ['_layouts/index.html', '_data/locales/en.yml'],
    licence: 'BSD-2-Clause',
  },
  {
    id: 'scoop',
    site: 'github.com/ScoopInstaller/Scoop',
    framework: 'github',
    repo: 'ScoopInstaller/Scoop',
    files: ['README.md'],
    licence: 'Unlicense or MIT',
  },
  {
    id: 'nvm',
    site: 'github.com/nvm-sh/nvm',
    framework: 'github',
    repo: 'nvm-sh/nvm',
    files: ['README.md'],
    licence: 'MIT',
  },
  {
    id: 'ohmyzsh',
    site: 'github.com/ohmyzsh/ohmyzsh',
    framework: 'github',
    repo: 'ohmyzsh/ohmyzsh',
    files: ['README.md'],
    licence: 'MIT',
  },
  {
    id: 'pyenv-installer',
    site: 'github.com/pyenv/pyenv-installer',
    framework: 'github',
    repo: 'pyenv/pyenv-installer',
    files: ['README.rst'],
    licence: 'MIT',
  },
  {
    id: 'ollama',
    site: 'docs.ollama.com',
    framework: 'mintlify',
    repo: 'ollama/ollama',
    files: ['docs/linux.mdx'],
    licence: 'MIT',
  },
  {
    id: 'uv',
    site: 'docs.astral.sh/uv',
    framework: 'mkdocs-material',
    repo: 'astral-sh/uv',
    files: ['docs/getting-started/installation.md'],
    licence: 'MIT or Apache-2.0',
  },
  {
    id: 'pi-hole',
    site: 'docs.pi-hole.net',
    framework: 'mkdocs-material',
    repo: 'pi-hole/docs',
    files: ['docs/main/basic-install.md'],
    licence: 'CC BY-SA 4.0',
  },
  {
    id: 'pnpm',
    site: 'pnpm.io',
    framework: 'docusaurus',
    repo: 'pnpm/pnpm.io',
    files: ['docs/installation.md'],
    licence: 'MIT',
  },
  {
    id: 'oh-my-posh',
    site: 'ohmyposh.dev',
    framework: 'docusaurus',
    repo: 'JanDeDobbeleer/oh-my-posh',
    files: ['website/docs/installation/windows.mdx'],
    licence: 'MIT',
  },
  {
    id: 'helm',
    site: 'helm.sh',
    framework: 'docusaurus',
    repo: 'helm/helm-www',
    files: ['docs/intro/install.mdx'],
    licence: 'MIT',
  },
  {
    id: 'starship',
    site: 'starship.rs',
    framework: 'vitepress',
    repo: 'starship/starship',
    files: ['README.md'],
    licence: 'ISC',
  },
  {
    id: 'vite',
    site: 'vite.dev',
    framework: 'vitepress',
    repo: 'vitejs/vite',
    files: ['docs/guide/index.md'],
    licence: 'MIT',
  },
  {
    id: 'requests',
    site: 'requests.readthedocs.io',
    framework: 'sphinx',
    repo: 'psf/requests',
    files: ['docs/user/install.rst'],
    licence: 'Apache-2.0',
  },
  {
    id: 'flask',
    site: 'flask.palletsprojects.com',
    framework: 'sphinx',
    repo: 'pallets/flask',
    files: ['docs/installation.rst'],
    licence: 'BSD-3-Clause',
  },
  {
    id: 'poetry',
    site: 'python-poetry.org',
    framework: 'hugo',
    repo: 'python-poetry/poetry',
    files: ['docs/_index.md'],
    licence: 'MIT',
  },
  {
    id: 'powershell',
    site: 'learn.microsoft.com (PowerShell)',
    framework: 'ms-learn',
    repo: 'MicrosoftDocs/PowerShell-Docs',
    files: ['reference/docs-conceptual/install/install-powershell-on-windows.md'],
    licence: 'CC BY 4.0',
  },
  {
    id: 'chocolatey',
    site: 'docs.chocolatey.org',
    framework: 'starlight',
    repo: 'chocolatey/docs',
    files: ['src/content/docs/en-us/choco/setup.mdx'],
    licence: 'Apache-2.0',
  },
  {
    id: 'astro',
    site: 'docs.astro.build',
    framework: 'starlight',
    repo: 'withastro/docs',
    files: ['src/content/docs/en/install-and-setup.mdx'],
    licence: 'MIT',
  },
  {
    id: 'deno',
    site: 'docs.deno.com',
    framework: 'lume',
    repo: 'denoland/docs',
    files: ['runtime/getting_started/installation.md'],
    licence: 'MIT',
  },
  {
    id: 'fnm',
    site: 'github.com/Schniz/fnm',
    framework: 'github',
    repo: 'Schniz/fnm',
    files: ['README.md'],
    licence: 'GPL-3.0',
  },
  {
    id: 'docker-install',
    site: 'github.com/docker/docker-install',
    framework: 'github',
    repo: 'docker/docker-install',
    files: ['README.md'],
    licence: 'Apache-2.0',
  },
  {
    id: 'atuin',
    site: 'github.com/atuinsh/atuin',
    framework: 'github',
    repo: 'atuinsh/atuin',
    files: ['README.md'],
    licence: 'MIT',
  },
  {
    id: 'mise',
    site: 'github.com/jdx/mise',
    framework: 'github',
    repo: 'jdx/mise',
    files: ['README.md'],
    licence: 'MIT',
  },
  {
    id: 'winget-cli',
    site: 'github.com/microsoft/winget-cli',
    framework: 'github',
    repo: 'microsoft/winget-cli',
    files: ['README.md'],
    licence: 'MIT',
  },
  {
    id: 'nix-installer',
    site: 'github.com/DeterminateSystems/nix-installer',
    framework: 'github',
    repo: 'DeterminateSystems/nix-installer',
    files: ['README.md'],
    licence: 'LGPL-2.1',
  },
  {
    id: 'juliaup',
    site: 'github.com/JuliaLang/juliaup',
    framework: 'github',
    repo: 'JuliaLang/juliaup',
    files: ['README.md'],
    licence: 'MIT',
  },
  {
    id: 'pixi',
    site: 'github.com/prefix-dev/pixi',
    framework: 'github',
    repo: 'prefix-dev/pixi',
    files: ['README.md'],
    licence: 'BSD-3-Clause',
  },
  {
    id: 'pipx',
    site: 'pipx.pypa.io',
    framework: 'sphinx',
    repo: 'pypa/pipx',
    files: ['docs/how-to/install-pipx.rst'],
    licence: 'MIT',
  },
];

const FIXTURES = new URL('../fixtures/docs-sites/', import.meta.url);
const source = (site: DocsSite, index = 0) =>
  readFileSync(new URL(`${site.id}/${site.files[index]!.split('/').pop()}`, FIXTURES), 'utf8');

/** A part of a page: prose as HTML, or a code block as its source has it. */
type Part = { prose: string } | { lang: string; code: string };

/** Markdown, as MkDocs, Docusaurus, VitePress, Hugo, Starlight and GitHub see it. */
function markdownParts(text: string): Part[] {
  const lines = text.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  const kept: string[] = [];
  let indented = false;
  for (const line of lines) {
    // MDX's imports and components (their children stay, so every tab's text is on the page),
    // HTML comments, and MkDocs' admonitions and tabs, whose bodies are indented by four.
    if (/^\s*(import|export) /.test(line) || /^\s*<\/?[A-Za-z][\w.]*[^>]*>\s*$/.test(line))
      continue;
    if (/^\s*<!--.*-->\s*$/.test(line)) continue;
    const heading = line.match(/^\s*(?:===|!!!|\?\?\?)\s*(.*)$/);
    if (heading) {
      kept.push('', `**${heading[1]!.replace(/"/g, '')}**`, '');
      indented = true;
      continue;
    }
    if (indented && /^( {4}|\t)/.test(line)) kept.push(line.replace(/^( {4}|\t)+/, ''));
    else {
      if (line.trim()) indented = false;
      // Fences inside components are indented: they are fences all the same.
      kept.push(line.replace(/^\s+(```)/, '$1'));
    }
  }
  const parts: Part[] = [];
  const marked = new Marked();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'code') parts.push({ lang: token.lang ?? '', code: token.text });
      else if (token.type === 'list')
        for (const item of (token as Tokens.List).items) walk(item.tokens);
      else if (token.type !== 'space') parts.push({ prose: marked.parser([token]) });
    }
  };
  walk(marked.lexer(kept.join('\n')));
  return parts;
}

/** reStructuredText, as Sphinx sees it: paragraphs, and literal or code blocks. */
function restructuredParts(text: string): Part[] {
  const parts: Part[] = [];
  const paragraphs = text.split(/\n\s*\n/);
  for (let at = 0; at < paragraphs.length; at++) {
    const paragraph = paragraphs[at]!;
    const directive = paragraph.match(/^\.\. code-block::\s*(\w*)/);
    const literal = /::\s*$/.test(paragraph);
    if (!directive && paragraph.trim())
      parts.push({
        prose: `<p>${htmlText(paragraph.replace(/::\s*$/, ':').replace(/[`*]/g, ''))}</p>`,
      });
    if (!directive && !literal) continue;
    const code: string[] = [];
    while (at + 1 < paragraphs.length && /^( {2,}|\t)/.test(paragraphs[at + 1]!)) {
      at++;
      code.push(paragraphs[at]!);
    }
    const body = code.join('\n\n');
    const indent = body.match(/^\s*/)?.[0].length ?? 0;
    if (body)
      parts.push({
        lang: directive?.[1] || 'console',
        code: body
          .split('\n')
          .map((line) => line.slice(indent))
          .join('\n'),
      });
  }
  return parts;
}

/** Shell languages, whose `$ ` prompts some systems leave out of what they copy. */
const SHELL =
  /^(sh|bash|zsh|shell|shellscript|shellsession|console|powershell|pwsh|ps1|fish|terminal)$/i;
const withoutPrompts = (code: string) =>
  code
    .split('\n')
    .map((line) => line.replace(/^ *(\$|>|>>>|PS>) /, ''))
    .join('\n');

/** A copy button's block: its HTML, and the text the site's own button copies. */
interface Block {
  html: string;
  copies: string;
}

/** Each system's code block (index `n` marks the button for the tests) and what it copies. */
const BLOCKS: Record<
  Exclude<Framework, 'published' | 'brew'>,
  (part: { lang: string; code: string }, n: number) => Block
> = {
  github: ({ lang, code }, n) => ({
    html: `<div class="highlight highlight-source-${lang} notranslate position-relative overflow-auto"><pre>${htmlText(code)}</pre><div class="zeroclipboard-container"><clipboard-copy aria-label="Copy" class="ClipboardButton btn" role="button" tabindex="0" value="${htmlText(code)}" data-copy-index="${n}">⧉</clipboard-copy></div></div>`,
    copies: code,
  }),
  'mkdocs-material': ({ lang, code }, n) => ({
    html: `<div class="language-${lang} highlight"><pre id="__code_${n}"><span></span><button class="md-clipboard md-icon" title="Copy to clipboard" data-clipboard-target="#__code_${n} > code" data-copy-index="${n}">⧉</button><code>${code
      .split('\n')
      .map((line) =>
        SHELL.test(lang) && /^\$ /.test(line)
          ? `<span class="gp">$ </span>${htmlText(line.slice(2))}`
          : htmlText(line),
      )
      .join('\n')}</code></pre></div>`,
    copies: SHELL.test(lang) ? code.replace(/^\$ /gm, '') : code,
  }),
  docusaurus: ({ lang, code }, n) => ({
    html: `<div class="language-${lang} theme-code-block"><div class="codeBlockContent"><pre tabindex="0" class="prism-code language-${lang}"><code class="codeBlockLines">${code
      .split('\n')
      .map((line) => `<span class="token-line">${htmlText(line)}<br></span>`)
      .join(
        '',
      )}</code></pre><div class="buttonGroup"><button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn" data-copy-index="${n}" data-code="${htmlText(code)}">Copy</button></div></div></div>`,
    copies: code,
  }),
  vitepress: ({ lang, code }, n) => ({
    html: `<div class="language-${lang} vp-adaptive-theme"><button title="Copy Code" class="copy" data-lang="${lang}" data-copy-index="${n}"></button><span class="lang">${lang}</span><pre class="shiki"><code>${code
      .split('\n')
      .map((line) => `<span class="line">${htmlText(line)}</span>`)
      .join('\n')}</code></pre></div>`,
    copies: SHELL.test(lang) ? withoutPrompts(code).trim() : code,
  }),
  sphinx: ({ lang, code }, n) => ({
    html: `<div class="highlight-${lang} notranslate"><div class="highlight"><pre id="codecell${n}">${code
      .split('\n')
      .map((line) =>
        /^(\$|>>>) /.test(line)
          ? `<span class="gp">${htmlText(line.slice(0, line.indexOf(' ') + 1))}</span>${htmlText(line.slice(line.indexOf(' ') + 1))}`
          : htmlText(line),
      )
      .join(
        '\n',
      )}</pre><button class="copybtn o-tooltip--left" data-tooltip="Copy" data-clipboard-target="#codecell${n}" data-copy-index="${n}">⧉</button></div></div>`,
    copies: code
      .split('\n')
      .filter((line) => !/^(\$|>>>) /.test(code) || /^(\$|>>>) /.test(line))
      .map((line) => line.replace(/^(\$|>>>) /, ''))
      .join('\n'),
  }),
  hugo: ({ lang, code }, n) => ({
    html: `<div class="highlight"><pre tabindex="0" class="chroma"><code class="language-${lang}" data-lang="${lang}">${htmlText(code)}</code></pre><button class="copy-code" data-copy-index="${n}">Copy</button></div>`,
    copies: code,
  }),
  'ms-learn': ({ lang, code }, n) => ({
    html: `<div class="codeHeader"><span class="language">${htmlText(lang || 'Code')}</span><button type="button" class="action" data-bi-name="copy" aria-label="Copy code" data-copy-index="${n}">Copy</button></div><pre class="has-inner-focus"><code class="lang-${lang}">${htmlText(code)}</code></pre>`,
    copies: code,
  }),
  starlight: ({ lang, code }, n) => ({
    html: `<div class="expressive-code"><figure class="frame"><pre data-language="${lang}"><code>${code
      .split('\n')
      .map((line) => `<div class="ec-line"><div class="code">${htmlText(line)}</div></div>`)
      .join(
        '',
      )}</code></pre><div class="copy"><button title="Copy to clipboard" data-code="${htmlText(code.replace(/\n/g, '\u007f'))}" data-copy-index="${n}">⧉</button></div></figure></div>`,
    copies: code,
  }),
  lume: ({ lang, code }, n) => ({
    html: `<div class="code-block"><pre class="highlight"><code class="language-${lang}">${htmlText(code)}</code></pre><button class="copyButton" data-copy="${htmlText(code)}" data-copy-index="${n}">Copy</button></div>`,
    copies: code,
  }),
  mintlify: ({ lang, code }, n) => ({
    html: `<div class="code-block"><div class="code-block-header"><span>${htmlText(lang)}</span><button aria-label="Copy the contents from the code block" data-copy-index="${n}">⧉</button></div><pre><code class="language-${lang}">${htmlText(code)}</code></pre></div>`,
    copies: code,
  }),
};

/**
 * Each system's copy button, as a script of the page. Modelled on what each does, not copied:
 * GitHub's `<clipboard-copy>` writes its value; MkDocs Material hands clipboard.js the code element,
 * which it selects on the page for `execCommand('copy')` (its prompts are not selectable);
 * Docusaurus writes its code through a hidden textarea and `execCommand('copy')`; VitePress
 * writes the block's text less its shell prompts; sphinx-copybutton hands clipboard.js the text
 * less its prompts, which goes through a textarea placed off the page; the others write the code.
 */
const COPY_SCRIPTS: Record<Exclude<Framework, 'published' | 'brew'>, string> = {
  github: `document.addEventListener('click', (event) => {
  const button = event.target.closest('clipboard-copy');
  if (button) navigator.clipboard.writeText(button.getAttribute('value'));
});`,
  'mkdocs-material': `document.addEventListener('click', (event) => {
  const button = event.target.closest('.md-clipboard');
  if (!button) return;
  const target = document.querySelector(button.dataset.clipboardTarget);
  const selection = getSelection();
  const range = document.createRange();
  range.selectNodeContents(target);
  selection.removeAllRanges();
  selection.addRange(range);
  document.execCommand('copy');
  selection.removeAllRanges();
});`,
  docusaurus: `document.addEventListener('click', (event) => {
  const button = event.target.closest('.clean-btn');
  if (!button) return;
  const element = document.createElement('textarea');
  element.value = button.dataset.code;
  element.setAttribute('readonly', '');
  element.style.contain = 'strict';
  element.style.position = 'absolute';
  element.style.left = '-9999px';
  element.style.fontSize = '12pt';
  document.body.append(element);
  element.select();
  element.selectionStart = 0;
  element.selectionEnd = element.value.length;
  document.execCommand('copy');
  element.remove();
});`,
  vitepress: `document.addEventListener('click', (event) => {
  const button = event.target.closest('button.copy');
  if (!button) return;
  const clone = button.parentElement.querySelector('pre').cloneNode(true);
  clone.querySelectorAll('.vp-copy-ignore, .diff.remove').forEach((node) => node.remove());
  let text = clone.textContent || '';
  if (${SHELL}.test(button.dataset.lang)) text = text.replace(/^ *(\\$|>) /gm, '').trim();
  navigator.clipboard.writeText(text);
});`,
  sphinx: `document.addEventListener('click', (event) => {
  const button = event.target.closest('.copybtn');
  if (!button) return;
  const target = document.querySelector(button.dataset.clipboardTarget);
  const lines = target.innerText.split('\\n');
  const prompted = lines.some((line) => /^(\\$|>>>) /.test(line));
  const text = lines
    .filter((line) => !prompted || /^(\\$|>>>) /.test(line))
    .map((line) => line.replace(/^(\\$|>>>) /, ''))
    .join('\\n');
  const fake = document.createElement('textarea');
  fake.style.fontSize = '12pt';
  fake.style.border = '0';
  fake.style.padding = '0';
  fake.style.margin = '0';
  fake.style.position = 'absolute';
  fake.style.left = '-9999px';
  fake.style.top = (window.pageYOffset || document.documentElement.scrollTop) + 'px';
  fake.setAttribute('readonly', '');
  fake.value = text;
  document.body.append(fake);
  fake.select();
  fake.setSelectionRange(0, fake.value.length);
  document.execCommand('copy');
  fake.remove();
});`,
  hugo: `document.addEventListener('click', (event) => {
  const button = event.target.closest('.copy-code');
  if (button) navigator.clipboard.writeText(button.parentElement.querySelector('code').innerText);
});`,
  'ms-learn': `document.addEventListener('click', (event) => {
  const button = event.target.closest('.codeHeader .action');
  if (button) navigator.clipboard.writeText(button.parentElement.nextElementSibling.querySelector('code').textContent);
});`,
  starlight: `document.addEventListener('click', (event) => {
  const button = event.target.closest('.copy button');
  if (button) navigator.clipboard.writeText(button.dataset.code.replace(/\\u007f/g, '\\n'));
});`,
  lume: `document.addEventListener('click', (event) => {
  const button = event.target.closest('.copyButton');
  if (button) navigator.clipboard.writeText(button.dataset.copy);
});`,
  mintlify: `document.addEventListener('click', (event) => {
  const button = event.target.closest('.code-block-header button');
  if (button) navigator.clipboard.writeText(button.closest('.code-block').querySelector('code').textContent);
});`,
};

const PAGE_CSS = `body { font: 16px/1.6 system-ui, sans-serif; max-width: 860px; margin: 24px auto; padding: 0 16px; color: #1f2328; }
pre { background: #f6f8fa; padding: 12px; border-radius: 6px; overflow: auto; font: 14px/1.45 ui-monospace, Menlo, Consolas, monospace; }
.gp { user-select: none; color: #6e7781; }
button, clipboard-copy { cursor: pointer; font-size: 14px; }`;

/** The copies a page's buttons make, by the index its button carries. */
export interface DocsPage {
  html: string;
  copies: string[];
}

/** brew.sh's front page: the layout's install and example blocks with its English words. */
function brewPage(site: DocsSite): DocsPage {
  const layout = source(site, 0);
  const words = source(site, 1);
  const word = (name: string) =>
    words.match(new RegExp(`\\n\\s+${name}: (.*(?:\\n\\s{8,}.*)*)`))?.[1]?.replace(/\s+/g, ' ') ??
    '';
  const copies: string[] = [];
  const body = layout
    .replace(/^---[\s\S]*?---\n/, '')
    .replace(/\{%[-\s]*assign[^%]*%\}/g, '')
    .replace(
      /\{%\s*highlight \w+\s*-?%\}\n?([\s\S]*?)\{%-?\s*endhighlight\s*%\}/g,
      (_all, code: string) => {
        const text = code.trim();
        copies.push(text.startsWith('$') ? text.slice(1).trimStart() : text);
        return `<div class="highlight"><pre class="highlight"><code>${htmlText(text)}</code></pre></div>`;
      },
    )
    .replace(/\{\{\s*t\.pagecontent\.install\.(\w+)\s*\}\}/g, (_all, name: string) => word(name))
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\{%[^%]*%\}/g, '');
  // brew.sh's own button code (_layouts/base.html, setupCopyables), as it runs on the site.
  const script = `document.addEventListener('DOMContentLoaded', () => {
  let index = 0;
  for (const element of document.getElementsByClassName('copyable')) {
    let text = element.innerText.trim();
    if (text.startsWith('$')) text = text.slice(1).trimStart();
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = '⧉';
    button.setAttribute('aria-label', 'Copy to clipboard');
    button.dataset.copyIndex = String(index++);
    button.onclick = () => navigator.clipboard.writeText(text);
    element.appendChild(button);
  }
});`;
  // The site marks only some blocks copyable; the copies are theirs, in page order.
  const copyable = [
    ...body.matchAll(
      /class="copyable[^"]*">\s*<div class="highlight"><pre class="highlight"><code>([\s\S]*?)<\/code>/g,
    ),
  ].map((found) => {
    const text = found[1]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .trim();
    return text.startsWith('$') ? text.slice(1).trimStart() : text;
  });
  return { html: page(site, body, script), copies: copyable };
}

function page(site: DocsSite, body: string, script: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${htmlText(site.site)}</title><style>${PAGE_CSS}</style></head><body><main>${body}</main><script>${script}</script></body></html>`;
}

/** A site's page as its documentation system renders it, and what each copy button copies. */
export function docsPage(site: DocsSite): DocsPage {
  if (site.framework === 'brew') return brewPage(site);
  if (site.framework === 'published') {
    const html = source(site, 0);
    const command = html.match(/<pre class="rustup-command">([^<]*)<\/pre>/)?.[1] ?? '';
    const buttons = html.match(/class="copy-button"/g)?.length ?? 0;
    return { html, copies: Array.from({ length: buttons }, () => command.replace(/&#39;/g, "'")) };
  }
  const text = source(site, 0);
  const parts = site.files[0]!.endsWith('.rst') ? restructuredParts(text) : markdownParts(text);
  const copies: string[] = [];
  const html = parts
    .map((part) => {
      if ('prose' in part) return part.prose;
      const block = BLOCKS[site.framework as keyof typeof BLOCKS](part, copies.length);
      copies.push(block.copies);
      return block.html;
    })
    .join('\n');
  return {
    html: page(site, html, COPY_SCRIPTS[site.framework as keyof typeof COPY_SCRIPTS]),
    copies,
  };
}

/** A file rustup.rs serves beside its page (its script and style), as published. */
export function publishedFile(site: DocsSite, name: string): string | null {
  const index = site.files.findIndex((file) => file.endsWith(`/${name}`));
  return index > 0 ? source(site, index) : null;
}
