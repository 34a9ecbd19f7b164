import { answerDrawnCodes } from '@/utils/content/drawn-pictures';
import { watchDrawnCodes } from '@/utils/content/drawn-watch';

/** Where an injected copy says it is listening already (the isolated world only). */
const ANSWERING = '__drawnPicturesAnswering';

/**
 * Injected by the background into a frame whose drawn QR codes it is to read
 * (utils/content/drawn-pictures.ts): never listed in the manifest, never web-accessible.
 */
export default defineUnlistedScript(() => {
  const world = globalThis as Record<string, unknown>;
  if (world[ANSWERING]) return;
  world[ANSWERING] = true;
  answerDrawnCodes();
  // Pictures asked about are watched from now on: one redrawn is read again.
  watchDrawnCodes();
});
