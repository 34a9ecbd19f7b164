import { htmlText } from './http-utils';

/**
 * Browser lockers for the lock breaker's tests, written from public descriptions of tech-support
 * scam pages (Malwarebytes' and Microsoft's notes on them): each technique alone, then all of
 * them with scare words and a number to call; and pages that do the same things for good reasons
 * (a video player, a game, cloud gaming, a form with unsaved work, one print, a single-page app),
 * which must be left alone.
 */

export type LockerTechnique =
  | 'fullscreen'
  | 'fullscreen-on-click'
  | 'dialogs'
  | 'history'
  | 'back-trap'
  | 'keyboard'
  | 'pointer'
  | 'alarm';

export interface LockerPage {
  id: string;
  /** What the page does, and how a test makes it try twice (the person's clicks). */
  techniques: LockerTechnique[];
  /** Scare words and a phone number, as tech-support scams show them. */
  scare: boolean;
  /** The person's turns it takes (click, leave full screen…): 2 unless said. */
  turns?: number;
}

export const LOCKER_PAGES: readonly LockerPage[] = [
  { id: 'fullscreen', techniques: ['fullscreen'], scare: false },
  { id: 'dialogs', techniques: ['dialogs'], scare: false },
  { id: 'history', techniques: ['history'], scare: false },
  { id: 'back-trap', techniques: ['back-trap'], scare: false },
  { id: 'keyboard', techniques: ['keyboard'], scare: false },
  { id: 'pointer', techniques: ['pointer'], scare: false },
  { id: 'alarm', techniques: ['alarm'], scare: false },
  { id: 'scare-all', techniques: ['fullscreen', 'dialogs', 'history', 'alarm'], scare: true },
  // Full screen again on the person's next click after each Esc, as slides would, with scare
  // words and a number: taken for a locker at the second entry after the first Esc.
  { id: 'scare-fullscreen-on-click', techniques: ['fullscreen-on-click'], scare: true, turns: 3 },
];

/** The number the scare pages show (a reserved fictional range). */
export const SCARE_PHONE = '+1 202 555 0143';

/** What the scare pages say (the text the unit test of scare words reads too). */
export const SCARE_TEXT = `Windows Defender - Security Warning. ** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS ** Your computer has alerted us that it has been infected with a Trojan Spyware. Contact Microsoft Support immediately: ${SCARE_PHONE} (Toll Free)`;

const SCARE = `<h1>Windows Defender - Security Warning</h1>
<p><b>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</b></p>
<p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised: Email Credentials, Banking Passwords, Facebook Login, Pictures &amp; Documents.</p>
<p>Windows Defender Scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p>Contact Microsoft Support immediately: <b>${SCARE_PHONE}</b> (Toll Free)</p>
<p>Closing this page may put your personal information at risk and lead to a suspension of your Windows Registration.</p>`;

const SCRIPTS: Record<LockerTechnique, string> = {
  // Full screen on every click, and asked for again the moment it is left.
  fullscreen: `document.addEventListener('click', () => document.documentElement.requestFullscreen().catch(() => {}));
document.addEventListener('fullscreenchange', () => { if (!document.fullscreenElement) document.documentElement.requestFullscreen().catch(() => {}); });`,
  // Full screen on every click, never asked for at once.
  'fullscreen-on-click': `document.addEventListener('click', () => document.documentElement.requestFullscreen().catch(() => {}));`,
  // Dialog after dialog.
  dialogs: `window.dialogs = 0;
setTimeout(() => { for (;;) { alert('Your computer is infected! Do not close this window.'); window.dialogs++; } }, 200);`,
  // Entries pushed so Back stays on the page.
  history: `for (let i = 0; i < 40; i++) history.pushState({ i }, '', location.pathname + '#' + i);`,
  // Back undone: an entry pushed again whenever Back is pressed.
  'back-trap': `history.pushState({}, '', location.pathname + '#trap');
addEventListener('popstate', () => history.pushState({}, '', location.pathname + '#trap'));`,
  // The keyboard locked with no gesture, and again.
  keyboard: `if (navigator.keyboard) { navigator.keyboard.lock().catch(() => {}); setTimeout(() => navigator.keyboard.lock().catch(() => {}), 300); }`,
  // The pointer locked with no gesture, and again.
  pointer: `const grab = () => { try { const r = document.body.requestPointerLock(); if (r && r.catch) r.catch(() => {}); } catch {} };
setTimeout(grab, 100); setTimeout(grab, 400);`,
  // A looping alarm no player shows, started on a click and again on the next.
  alarm: `const alarm = new Audio('/guards/alarm.wav'); alarm.loop = true;
document.addEventListener('click', () => alarm.play().catch(() => {}));`,
};

export function lockerPage(page: LockerPage): string {
  const body = page.scare ? SCARE : '<h1>Please wait</h1><p>Loading…</p>';
  const scripts = page.techniques.map((technique) => SCRIPTS[technique]).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.scare ? 'Security Warning' : 'Loading'}</title></head><body style="font:16px system-ui;padding:24px">${body}<button id="anywhere" style="margin-top:20px">Close</button><script>${scripts}</script></body></html>`;
}

/** Pages that use the same powers for their own purposes: none may be touched. */
export const ORDINARY_LOCK_PAGES = {
  // A video player: full screen on its own button, for its own box, as often as the person asks.
  video: `<div id="player" style="width:480px;height:270px;background:#000"></div>
<button id="go">Full screen</button>
<script>const player = document.getElementById('player');
document.getElementById('go').addEventListener('click', () => player.requestFullscreen().catch(() => {}));</script>`,
  // A game: full screen and the pointer on a click, for its canvas.
  game: `<canvas id="game" width="480" height="270" style="background:#234"></canvas><button id="go">Play</button>
<script>const game = document.getElementById('game');
document.getElementById('go').addEventListener('click', () => { game.requestFullscreen().catch(() => {}); const r = game.requestPointerLock(); if (r && r.catch) r.catch(() => {}); });</script>`,
  // Cloud gaming: full screen and the keyboard locked on the person's click.
  cloud: `<div id="stream" style="width:480px;height:270px;background:#111"></div><button id="go">Start playing</button>
<script>document.getElementById('go').addEventListener('click', async () => { await document.getElementById('stream').requestFullscreen().catch(() => {}); if (navigator.keyboard) navigator.keyboard.lock(['Escape']).catch(() => {}); });</script>`,
  // Slides: the F key (or the button) toggles full screen for the whole page, by the page's own
  // calls; the last slide gives the support line.
  slides: `<section><h2>Quarterly review</h2><p>Questions? Our support line: +1 202 555 0199.</p></section><button id="go">Present</button>
<script>const toggle = () => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {});
addEventListener('keydown', (event) => { if (event.key === 'f') toggle(); });
document.getElementById('go').addEventListener('click', toggle);</script>`,
  // An app's full-screen button, for the whole page, toggled by the page.
  toggle: `<main><p>Editor</p></main><button id="go">Full screen</button>
<script>document.getElementById('go').addEventListener('click', () => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {}));</script>`,
  // A form asking once before unsaved work is lost.
  form: `<form><textarea id="draft"></textarea></form><button id="go">Type</button>
<script>addEventListener('beforeunload', (e) => { if (document.getElementById('draft').value) { e.preventDefault(); e.returnValue = ''; } });
document.getElementById('go').addEventListener('click', () => { document.getElementById('draft').value = 'unsaved'; });</script>`,
  // One print dialog.
  print: `<button id="go">Print</button><script>window.printed = 0; document.getElementById('go').addEventListener('click', () => { window.print(); window.printed++; });</script>`,
  // Two confirmations, each after the person's click.
  confirm: `<button id="go">Delete</button><script>window.confirmed = 0; document.getElementById('go').addEventListener('click', () => { if (confirm('Delete this item?')) window.confirmed++; });</script>`,
  // A single-page app: an entry per click.
  app: `<button id="go">Next page</button><script>let n = 0; document.getElementById('go').addEventListener('click', () => history.pushState({ n: ++n }, '', location.pathname + '?page=' + n));</script>`,
  // Music for a game: a looping track started once.
  music: `<button id="go">Play music</button><script>const music = new Audio('/guards/alarm.wav'); music.loop = true; music.volume = 0.5;
document.getElementById('go').addEventListener('click', () => { if (music.paused) music.play().catch(() => {}); });</script>`,
} as const;
export type OrdinaryLockPage = keyof typeof ORDINARY_LOCK_PAGES;

export const ordinaryLockPage = (id: OrdinaryLockPage) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${id}</title></head><body style="font:16px system-ui;padding:24px"><h1>${id}</h1>${ORDINARY_LOCK_PAGES[id]}</body></html>`;

/** One second of a 880 Hz tone, as 8-bit mono WAV at 8 kHz: the alarm. */
export function alarmWav(): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate);
  for (let at = 0; at < rate; at++)
    samples[at] = 128 + Math.round(100 * Math.sin((2 * Math.PI * 880 * at) / rate));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/** Ordinary copy buttons: what they copy, each its own way. */
export const ORDINARY_COPIES = [
  { label: 'Coupon', text: 'SPRING25', how: 'writeText' },
  { label: 'Share link', text: 'https://shop.example/p/blue-mug?ref=share', how: 'writeText' },
  { label: 'Wallet', text: '0x52908400098527886E0F7030069857D2E4169EE7', how: 'textarea' },
  { label: 'Bitcoin', text: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', how: 'write' },
  { label: 'Recovery codes', text: 'a1b2-c3d4\ne5f6-g7h8\ni9j0-k1l2\nm3n4-o5p6', how: 'writeText' },
  {
    label: 'SHA-256',
    text: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    how: 'textarea',
  },
  { label: 'Order number', text: 'ORD-2026-118234', how: 'copy-event' },
  { label: 'Address', text: '221B Baker Street, London NW1 6XE', how: 'writeText' },
  { label: 'Wi-Fi password', text: 'correct horse battery staple', how: 'write' },
  {
    label: 'Promo message',
    text: 'Use code START to get 10% off, then call us to start your trial!',
    how: 'writeText',
  },
] as const;

export function ordinaryCopyPage(): string {
  const buttons = ORDINARY_COPIES.map(
    ({ label, text, how }, n) =>
      `<p>${label}: <code>${htmlText(text).replace(/\n/g, '<br>')}</code> <button data-copy-index="${n}" data-how="${how}" data-text="${htmlText(text)}">Copy</button></p>`,
  ).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your order</title></head><body style="font:16px system-ui;padding:24px"><h1>Thank you for your order</h1>${buttons}
<script>document.addEventListener('click', (event) => {
  const button = event.target.closest('[data-copy-index]');
  if (!button) return;
  const text = button.dataset.text;
  if (button.dataset.how === 'writeText') navigator.clipboard.writeText(text);
  else if (button.dataset.how === 'write') navigator.clipboard.write([new ClipboardItem({ 'text/plain': new Blob([text], { type: 'text/plain' }) })]);
  else if (button.dataset.how === 'textarea') { const t = document.createElement('textarea'); t.value = text; t.style.position = 'fixed'; t.style.left = '-9999px'; document.body.append(t); t.select(); document.execCommand('copy'); t.remove(); }
  else { document.addEventListener('copy', (e) => { e.clipboardData.setData('text/plain', text); e.preventDefault(); }, { once: true }); document.execCommand('copy'); }
});</script></body></html>`;
}
