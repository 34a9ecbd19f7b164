import { qrCells } from './qr-images';

/**
 * Codes as pages really draw them (issue 45's page): three PNG-like images, an SVG image, the
 * inline SVG the `qrcode` npm package writes (stroke runs in one path), a `rect` grid, a canvas
 * painted a second after load, one painted from an image once it loads, one repainted with
 * another code, and an `<img>` whose `src` changes. `?run=` makes the hosts fresh for a run.
 * The page notes, in its own clock, when each was drawn (`lateDrawn`) and marked (`lateMarked`).
 */
export function qrLatePage(run: string): string {
  const host = (name: string) => `https://${name}-${run}.bench-scam.top/pay`;
  const clean = (name: string) => `https://${name}-${run}.late-clean.top/menu`;
  const gif = (text: string) => `/qr/code.gif?text=${encodeURIComponent(text)}&cell=5`;
  const svg = (text: string) => `/qr/code.svg?text=${encodeURIComponent(text)}`;
  const image = (id: string, src: string) =>
    `<img id="${id}" width="180" height="180" alt="" src="${src}">`;
  const canvas = (id: string) =>
    `<canvas id="${id}" width="180" height="180" style="width:180px;height:180px"></canvas>`;
  const cells = (text: string) => JSON.stringify(qrCells(text));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your order</title>
<style>body{font:14px system-ui;margin:16px} .row{display:flex;gap:16px;flex-wrap:wrap}</style></head>
<body><h1>Scan to pay</h1><div class="row">
${image('late-png-1', gif(host('png1')))}${image('late-png-2', gif(host('png2')))}${image('late-png-3', gif(host('png3')))}
${image('late-svg-image', svg(host('svgimg')))}
${qrcodePackageSvg('late-inline-path', host('inline'))}
${rectGridSvg('late-inline-rect', host('rects'))}
${canvas('late-canvas-timer')}${canvas('late-canvas-onload')}${canvas('late-canvas-repaint')}
${image('late-img-swap', gif(clean('swap')))}
${qrcodePackageSvg('late-svg-swap', clean('svgswap'))}
${canvas('late-canvas-animated')}
</div>
<script>
const start = performance.now();
window.lateDrawn = {}; window.lateMarked = {};
new MutationObserver((records) => {
  for (const r of records) if (r.target.id && !lateMarked[r.target.id] && r.target.getAttribute('data-linkwise-risk'))
    lateMarked[r.target.id] = performance.now();
}).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-linkwise-risk'] });
for (const id of ['late-png-1','late-png-2','late-png-3','late-svg-image','late-inline-path','late-inline-rect']) lateDrawn[id] = 0;
function paint(id, code) {
  const context = document.getElementById(id).getContext('2d');
  const cell = Math.floor(180 / (code.size + 8));
  context.fillStyle = '#fff'; context.fillRect(0, 0, 180, 180); context.fillStyle = '#000';
  for (const [x, y] of code.dark) context.fillRect((x + 4) * cell, (y + 4) * cell, cell, cell);
  lateDrawn[id] = performance.now();
}
setTimeout(() => paint('late-canvas-timer', ${cells(host('timer'))}), 1000);
setTimeout(() => {
  const picture = new Image();
  picture.onload = () => {
    document.getElementById('late-canvas-onload').getContext('2d').drawImage(picture, 0, 0, 180, 180);
    lateDrawn['late-canvas-onload'] = performance.now();
  };
  picture.src = ${JSON.stringify(gif(host('onload')))};
}, 600);
paint('late-canvas-repaint', ${cells(clean('repaint'))});
setTimeout(() => paint('late-canvas-repaint', ${cells(host('repaint'))}), 2500);
// An SVG whose content the page replaces (a code that refreshes).
const swapped = ${JSON.stringify(qrcodePackageSvg('unused', host('svgswap')))};
setTimeout(() => {
  document.getElementById('late-svg-swap').innerHTML = new DOMParser()
    .parseFromString(swapped, 'image/svg+xml').documentElement.innerHTML;
  lateDrawn['late-svg-swap'] = performance.now();
}, 3000);
// A canvas redrawn every frame for 10 s, a new code each time (20 of them, in turn).
const frames = ${JSON.stringify(Array.from({ length: 20 }, (_, i) => qrCells(host(`anim${i}`))))};
let frame = 0;
const animateUntil = performance.now() + 10000;
(function animate() {
  paint('late-canvas-animated', frames[frame++ % frames.length]);
  if (performance.now() < animateUntil) requestAnimationFrame(animate);
})();
setTimeout(() => {
  document.getElementById('late-img-swap').src = ${JSON.stringify(gif(host('swap')))};
  lateDrawn['late-img-swap'] = performance.now();
}, 2000);
</script></body></html>`;
}

/**
 * The markup the `qrcode` npm package's `toString({ type: 'svg' })` writes: a white square, then
 * one path of horizontal strokes, each run of dark modules a `h` segment, moves relative.
 */
function qrcodePackageSvg(id: string, text: string): string {
  const { size, dark } = qrCells(text);
  const margin = 4;
  const side = size + margin * 2;
  const on = new Set(dark.map(([x, y]) => `${x},${y}`));
  let path = '';
  let cursor: [number, number] | null = null;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!on.has(`${x},${y}`) || on.has(`${x - 1},${y}`)) continue;
      let run = 1;
      while (on.has(`${x + run},${y}`)) run++;
      const [px, py] = [x + margin, y + margin + 0.5];
      path += cursor ? `m${px - cursor[0]} ${py - cursor[1]}` : `M${px} ${py}`;
      path += `h${run}`;
      cursor = [px + run, py];
    }
  }
  return `<svg id="${id}" xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h${side}v${side}H0z"/><path stroke="#000000" d="${path}"/></svg>`;
}

/** A code as a grid of `rect`s, one a dark module, drawn in `currentColor`. */
function rectGridSvg(id: string, text: string): string {
  const { size, dark } = qrCells(text);
  const side = size + 8;
  const rects = dark
    .map(([x, y]) => `<rect x="${x + 4}" y="${y + 4}" width="1" height="1"/>`)
    .join('');
  return `<svg id="${id}" viewBox="0 0 ${side} ${side}" style="width:180px;height:180px;color:#222;background:#fff"><g fill="currentColor">${rects}</g></svg>`;
}

/**
 * A dashboard: 40 square charts (pies, no code in them), each redrawn every 250 ms, and one
 * inline SVG code, so the drawn-code watch runs (the bench's chart-heavy page).
 */
export function qrChartsPage(): string {
  const charts = Array.from(
    { length: 40 },
    (_, i) => `<canvas id="chart-${i}" width="160" height="160"></canvas>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dashboard</title>
<style>body{font:14px system-ui;margin:16px} .grid{display:flex;flex-wrap:wrap;gap:8px}</style></head>
<body><h1>Live figures</h1>${qrcodePackageSvg('charts-code', 'https://charts-code.late-clean.top/')}
<div class="grid">${charts}</div>
<script>
let tick = 0;
function draw() {
  tick++;
  for (let i = 0; i < 40; i++) {
    const context = document.getElementById('chart-' + i).getContext('2d');
    context.clearRect(0, 0, 160, 160);
    let angle = 0;
    for (let slice = 0; slice < 5; slice++) {
      const share = ((Math.sin(tick / 7 + i + slice) + 1.2) / 2.2) * 0.4;
      context.beginPath(); context.moveTo(80, 80);
      context.arc(80, 80, 70, angle, angle + share * Math.PI * 2);
      context.fillStyle = 'hsl(' + (slice * 70 + i * 9) + ' 60% 50%)'; context.fill();
      angle += share * Math.PI * 2;
    }
  }
}
draw(); setInterval(draw, 250);
</script></body></html>`;
}
