import { useMemo } from 'preact/hooks';
import { i18n } from '@/utils/i18n';
import { qrMatrix, qrPath, qrSvgFile } from '@/utils/shorten/qr';
import { downloadBlob } from '@/utils/ui/download';

const PNG_MODULE_PX = 8;

function downloadPng(matrix: boolean[][], filename: string): void {
  const margin = 4;
  const size = (matrix.length + margin * 2) * PNG_MODULE_PX;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  context.fillStyle = '#000';
  for (const [row, cells] of matrix.entries()) {
    for (const [col, dark] of cells.entries()) {
      if (!dark) continue;
      const [x, y] = [(col + margin) * PNG_MODULE_PX, (row + margin) * PNG_MODULE_PX];
      context.fillRect(x, y, PNG_MODULE_PX, PNG_MODULE_PX);
    }
  }
  canvas.toBlob((blob) => blob && downloadBlob(blob, filename), 'image/png');
}

/** A QR code drawn as SVG elements (no HTML strings), with PNG and SVG downloads. */
export function QrCode({ text, slug }: { text: string; slug: string }) {
  const matrix = useMemo(() => qrMatrix(text), [text]);
  const size = matrix.length + 8;
  const name = `linkwise-${slug.replace(/[^\w-]/g, '_')}`;
  return (
    <figure class="qr">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width="160"
        height="160"
        role="img"
        aria-label={i18n.t('popup.qrFor', [text])}
        shape-rendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={qrPath(matrix)} fill="#000" />
      </svg>
      <figcaption class="row">
        <button type="button" onClick={() => downloadPng(matrix, `${name}.png`)}>
          {i18n.t('popup.downloadPng')}
        </button>
        <button
          type="button"
          onClick={() =>
            downloadBlob(new Blob([qrSvgFile(matrix)], { type: 'image/svg+xml' }), `${name}.svg`)
          }
        >
          {i18n.t('popup.downloadSvg')}
        </button>
      </figcaption>
    </figure>
  );
}
