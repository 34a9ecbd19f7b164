import { readFileSync } from 'node:fs';
import { Marked } from 'marked';
import { fromRoot } from './paths';

/**
 * The privacy policy inside the extension (`privacy.html`, linked from options and the first-run
 * page), made at build time from docs/privacy.md: one source for the page in the package and the
 * page a listing links to. Links to the other docs, which the package does not carry, become
 * their text. Only Linkwise's own text goes in; no script.
 */
export function privacyPage(): string {
  const marked = new Marked({
    renderer: {
      link({ href, tokens }) {
        const text = this.parser.parseInline(tokens);
        return /^https?:/.test(href) ? `<a href="${href}" rel="noreferrer">${text}</a>` : text;
      },
    },
  });
  const body = marked.parse(readFileSync(fromRoot('docs/privacy.md'), 'utf8'), { async: false });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Linkwise privacy policy</title>
<style>
body { font: 15px/1.55 system-ui, sans-serif; max-width: 760px; margin: 24px auto; padding: 0 16px; }
table { border-collapse: collapse; } th, td { border: 1px solid #8886; padding: 4px 8px; text-align: start; vertical-align: top; }
code { font-size: 0.92em; }
</style>
</head>
<body>
${body}</body>
</html>
`;
}
