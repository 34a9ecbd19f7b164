/**
 * The sources archive for Firefox's reviewers: what the build needs and its note
 * (docs/store/BUILDING.md), without the tests and their saved pages and corpora (tens of MB).
 */
export const sourcesArchive = {
  // WXT leaves out entrypoints the Firefox build skips; kept, so the archive rebuilds Chrome too.
  includeSources: ['entrypoints/offscreen/**'],
  excludeSources: ['tests/**', '.ci/**', '.scratch/**', 'assets/screenshots/**', 'assets/store/**'],
};
