import { answerSenderNames } from '@/utils/content/sender-names';

/** Where an injected copy says it is listening already (the isolated world only). */
const ANSWERING = '__senderNamesAnswering';

/**
 * Injected by the background into a frame where an e-mail address has no record, to read the
 * name the page shows it with (utils/content/sender-names.ts): never listed in the manifest,
 * never web-accessible.
 */
export default defineUnlistedScript(() => {
  const world = globalThis as Record<string, unknown>;
  if (world[ANSWERING]) return;
  world[ANSWERING] = true;
  answerSenderNames();
});
