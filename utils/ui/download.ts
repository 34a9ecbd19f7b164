/** Saves a blob as a file through a temporary object URL (popup and options pages). */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.click();
  // Revoked a moment later: the download starts asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
