import qrcode from 'qrcode-generator';

/** Dark modules of a QR code for `text` (type auto, error correction M), row by row. */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => qr.isDark(row, col)),
  );
}

/** One SVG path for all dark modules, with a 4-module quiet zone (ISO/IEC 18004). */
export function qrPath(matrix: boolean[][], margin = 4): string {
  const parts: string[] = [];
  matrix.forEach((cells, row) => {
    cells.forEach((dark, col) => {
      if (dark) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/** A standalone SVG file built from our own numbers only (nothing from a page or the API). */
export function qrSvgFile(matrix: boolean[][], margin = 4): string {
  const size = matrix.length + margin * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${qrPath(matrix, margin)}" fill="#000"/></svg>\n`;
}
