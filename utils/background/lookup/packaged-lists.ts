import {
  type BundledLists,
  LIST_FILES,
  ListFilesSchema,
  unpackLists,
} from '../../lookalike/bundled-lists';

/**
 * Reads the look-alike lists from the extension's package (build/package-files.ts copies them
 * there), once: every later call shares the first read. A read that fails (a damaged install) is not
 * kept, so the next question tries again.
 */
export function packagedListsLoader(urlOf: (path: string) => string) {
  let loading: Promise<BundledLists> | undefined;
  const read = async (path: string): Promise<unknown> => {
    const response = await fetch(urlOf(`/${path}`));
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  return (): Promise<BundledLists> => {
    loading ??= (async () => {
      const [visited, linked, brands] = await Promise.all([
        read(LIST_FILES.visited),
        read(LIST_FILES.linked),
        read(LIST_FILES.brands),
      ]);
      return unpackLists(ListFilesSchema.parse({ visited, linked, brands }));
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
