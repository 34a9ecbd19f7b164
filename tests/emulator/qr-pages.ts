import { qrCells, qrSvg } from './qr-images';

/**
 * Pages with QR codes for the e2e tests. The mail: four codes, as a phishing mail and an
 * ordinary one carry them — a reported host (in a link to a harmless-looking tracking page), a
 * reported phone, a clean host and plain text. The screen: codes as people meet them on screens, one per way of drawing them,
 * for the popup's tab scan (which must read every one).
 */
const code = (text: string, extra = '') => `/qr/code.svg?text=${encodeURIComponent(text)}${extra}`;
const gif = (text: string, cell = 5) =>
  `/qr/code.gif?text=${encodeURIComponent(text)}&cell=${cell}`;

export const QR_MAIL = {
  reportedHost: 'https://parcel-fee.top/pay?ref=8841#customs',
  reportedPhone: 'tel:+18005550199',
  cleanHost: 'https://clean-destination.com/welcome?from=mail',
  text: 'Table 12 - thanks for dining with us',
};

/**
 * The same mail with codes of values no earlier test looked up (`?set=fresh`), so a test of the
 * page's own marks sees its lookups even after the right-click test filled the cache.
 */
export const QR_MAIL_FRESH: typeof QR_MAIL = {
  reportedHost: 'https://giftcard-refund-desk.com/claim?ref=8841#gift',
  reportedPhone: 'tel:+447700900123',
  cleanHost: 'https://qr-clean.example.org/menu?ref=8841',
  text: 'Locker 7 - code 2291',
};

export function qrMailPage(set: string | null): string {
  const QR_MAIL_SET = set === 'fresh' ? QR_MAIL_FRESH : QR_MAIL;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Inbox — Your parcel</title>
<style>body{font:15px/1.5 system-ui;margin:24px;max-width:760px} img{display:block;margin:8px 0} .row{display:flex;gap:24px;flex-wrap:wrap}</style></head>
<body><h1>Your parcel is on hold</h1>
<p>From: Parcel Service &lt;noreply@parcel-service.example&gt;</p>
<p>A customs fee is due. Scan the code with your phone to pay it, or call us.</p>
<div class="row">
<a id="pay-link" href="https://parcel-service.example/track"><img id="qr-host" alt="Pay the fee" width="180" height="180" src="${gif(QR_MAIL_SET.reportedHost)}"></a>
<img id="qr-phone" alt="Call us" width="180" height="180" src="${gif(QR_MAIL_SET.reportedPhone)}">
<img id="qr-clean" alt="Our site" width="180" height="180" src="${code(QR_MAIL_SET.cleanHost)}">
<img id="qr-text" alt="Table" width="180" height="180" src="${gif(QR_MAIL_SET.text)}">
</div>
<p>Thank you for choosing us.</p>
</body></html>`;
}

/** What each code on the screen page holds: one host per way of drawing it. */
export const QR_SCREEN = [
  'plain-60',
  'plain-120',
  'plain-400',
  'inverted',
  'logo',
  'split',
  'table',
  'canvas',
].map((name) => ({ name, text: `https://${name}.qr-test.example/` }));

export function qrScreenPage(): string {
  const text = (name: string) => QR_SCREEN.find((item) => item.name === name)?.text ?? '';
  const table = qrCells(text('table'));
  const canvas = qrCells(text('canvas'));
  const rows = Array.from(
    { length: table.size + 8 },
    (_, y) =>
      `<tr>${Array.from({ length: table.size + 8 }, (_, x) => `<td${table.dark.some(([dx, dy]) => dx + 4 === x && dy + 4 === y) ? ' class="d"' : ''}></td>`).join('')}</tr>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Codes on a screen</title>
<style>body{margin:8px;font:13px system-ui} .grid{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
table{border-collapse:collapse;background:#fff} td{width:4px;height:4px;padding:0} td.d{background:#000}
.split img{display:block}</style></head>
<body><div class="grid">
<img alt="" width="60" height="60" src="${code(text('plain-60'))}">
<img alt="" width="120" height="120" src="${gif(text('plain-120'), 3)}">
<img alt="" width="160" height="160" src="${code(text('inverted'), '&invert=1')}">
<img alt="" width="200" height="200" src="${code(text('logo'), '&ecc=H&logo=1')}">
<div class="split"><img alt="" width="170" height="85" src="${code(text('split'), '&half=top')}"><img alt="" width="170" height="85" src="${code(text('split'), '&half=bottom')}"></div>
<table aria-hidden="true">${rows}</table>
<canvas id="drawn" width="${(canvas.size + 8) * 4}" height="${(canvas.size + 8) * 4}"></canvas>
<img alt="" width="400" height="400" src="${code(text('plain-400'))}">
</div>
<script>
const cells = ${JSON.stringify(canvas.dark)};
const context = document.getElementById('drawn').getContext('2d');
context.fillStyle = '#fff'; context.fillRect(0, 0, 1000, 1000); context.fillStyle = '#000';
for (const [x, y] of cells) context.fillRect((x + 4) * 4, (y + 4) * 4, 4, 4);
</script></body></html>`;
}

/**
 * A page of 50 ordinary pictures (160 px, square: each one a decode) and 2 codes, one leading
 * to a reported host and one to a reported phone: the cost of reading images, measured.
 */
export function qrGalleryPage(): string {
  const photos = Array.from(
    { length: 50 },
    (_, seed) => `<img alt="" width="160" height="160" src="/qr/photo.bmp?seed=${seed}">`,
  );
  photos.splice(
    12,
    0,
    `<img id="qr-a" alt="" width="160" height="160" src="${gif('https://parcel-fee.top/gallery', 4)}">`,
  );
  photos.splice(
    37,
    0,
    `<img id="qr-b" alt="" width="160" height="160" src="${gif('tel:+18005550199', 4)}">`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gallery</title>
<style>body{margin:8px} .grid{display:flex;flex-wrap:wrap;gap:8px}</style></head>
<body><h1>Holiday pictures</h1><div class="grid">${photos.join('')}</div></body></html>`;
}

/**
 * Codes the page draws itself, as pages do: a canvas (inside a link to a harmless page), an
 * inline SVG, an element whose own style sets the code as its background, and a clean inline
 * SVG; and two that are no code a phone would scan: an icon-sized SVG and a wide canvas.
 */
export const QR_DRAWN = {
  canvas: 'https://crypto-doubler.net/double?ref=drawn#now',
  svg: 'https://prize-claim.top/claim?from=drawn',
  background: 'mailto:prince.adebayo@mail-inheritance.org?subject=drawn',
  clean: 'https://qr-drawn-clean.example.org/menu',
  icon: 'https://odd-level-deals.com/icon',
  wide: 'https://cheap-rolex-outlet.shop/wide',
};

export function qrDrawnPage(): string {
  const inline = (id: string, text: string, style: string) =>
    qrSvg(new URLSearchParams({ text })).replace('<svg ', `<svg id="${id}" style="${style}" `);
  const canvas = qrCells(QR_DRAWN.canvas);
  const wide = qrCells(QR_DRAWN.wide);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Drawn codes</title>
<style>body{margin:16px;font:14px system-ui} .row{display:flex;gap:24px;flex-wrap:wrap;align-items:flex-start}</style></head>
<body><h1>Pay at the counter, or scan</h1><div class="row">
<a id="drawn-link" href="https://example.com/"><canvas id="drawn-canvas" width="${(canvas.size + 8) * 5}" height="${(canvas.size + 8) * 5}" style="width:180px;height:180px"></canvas></a>
${inline('drawn-svg', QR_DRAWN.svg, 'width:180px;height:180px')}
<div id="drawn-bg" style="width:180px;height:180px;background-image:url('${gif(QR_DRAWN.background)}');background-size:contain"></div>
${inline('drawn-clean', QR_DRAWN.clean, 'width:180px;height:180px')}
${inline('drawn-icon', QR_DRAWN.icon, 'width:24px;height:24px')}
<canvas id="drawn-wide" width="${(wide.size + 8) * 8}" height="${(wide.size + 8) * 4}"></canvas>
</div>
<script>
function draw(id, cells, cell) {
  const context = document.getElementById(id).getContext('2d');
  context.fillStyle = '#fff'; context.fillRect(0, 0, 4000, 4000); context.fillStyle = '#000';
  for (const [x, y] of cells) context.fillRect((x + 4) * cell, (y + 4) * cell, cell, cell);
}
draw('drawn-canvas', ${JSON.stringify(canvas.dark)}, 5);
draw('drawn-wide', ${JSON.stringify(wide.dark)}, 4);
</script></body></html>`;
}
