import { type BundledLists, ListFilesSchema, unpackLists } from './bundled-lists';
import BRANDS from './lists/brands.json';
import LINKED from './lists/linked-sites.json';
import VISITED from './lists/visited-sites.json';

/**
 * The bundled lists, read with the code: for Node (the CLI, the tests and the benchmarks). The
 * extension reads the same files from its package instead (bundled-lists.ts says why).
 */
export const BUNDLED_LISTS: BundledLists = unpackLists(
  ListFilesSchema.parse({ visited: VISITED, linked: LINKED, brands: BRANDS }),
);
