import { fileURLToPath } from 'node:url';

/** A path of this project, from its root. */
export const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
