import { LIST_FILES } from '../utils/lookalike/bundled-lists';
import { fromRoot } from './paths';
import { privacyPage } from './privacy-page';

/** A file WXT copies into the package (its `build:publicAssets` hook's entries). */
type PackageFile = { relativeDest: string } & ({ absoluteSrc: string } | { contents: string });

/** Where the look-alike lists are in the source tree (bundled-lists.ts `LIST_FILES`). */
const LISTS_DIR = fromRoot('utils/lookalike/lists/');

/** The QR decoder's wasm as zxing-wasm ships it. */
const QR_WASM = fromRoot('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm');

/** The files the package carries besides the bundles and `assets/public/`. */
export function packageFiles(): PackageFile[] {
  return [
    // The look-alike lists go into the package as data files, read by the background on its
    // first look-alike question, not parsed with its code on every start (bundled-lists.ts).
    ...Object.values(LIST_FILES).map((relativeDest) => ({
      relativeDest,
      absoluteSrc: `${LISTS_DIR}${relativeDest.split('/').pop()}`,
    })),
    // The QR decoder's wasm, as a file of its own in both browsers (utils/qr/read-image.ts):
    // Firefox's background bundle would otherwise carry it inlined, 1.3 MB of base64.
    { relativeDest: 'zxing_reader.wasm', absoluteSrc: QR_WASM },
    // The licence and every third party's, readable from the options page.
    { relativeDest: 'LICENSE.txt', absoluteSrc: fromRoot('LICENSE') },
    { relativeDest: 'THIRD-PARTY-NOTICES.txt', absoluteSrc: fromRoot('THIRD-PARTY-NOTICES.md') },
    { relativeDest: 'privacy.html', contents: privacyPage() },
  ];
}
