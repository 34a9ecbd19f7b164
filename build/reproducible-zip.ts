import { readFileSync, writeFileSync } from 'node:fs';
import JSZip from 'jszip';

/** Every archive entry's date: a constant, so two builds of one source are one archive. */
const ZIP_ENTRY_DATE = new Date(Date.UTC(2020, 0, 1));

/**
 * Rewrites an archive WXT made with its entries in name order and one date (WXT stamps each
 * entry with the time of the build, in the order the file system lists them): a reviewer's
 * rebuild from the sources archive is then byte for byte the archive the store received.
 */
export async function makeReproducible(zipPath: string): Promise<void> {
  const built = await JSZip.loadAsync(readFileSync(zipPath));
  const sorted = new JSZip();
  const names = Object.keys(built.files)
    .filter((name) => !built.files[name]!.dir)
    .sort();
  for (const name of names)
    sorted.file(name, await built.files[name]!.async('uint8array'), {
      date: ZIP_ENTRY_DATE,
      createFolders: false, // folder entries would carry the time of the build
    });
  const bytes = await sorted.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
  writeFileSync(zipPath, bytes);
}
