import { browser } from 'wxt/browser';
import type { ScriptPublicPath } from 'wxt/utils/inject-script';
import { addTo } from '../../grouped';
import { indexBrands } from '../../lookalike/brands';
import type { BundledLists } from '../../lookalike/bundled-lists';
import type { LookalikeFinding } from '../../lookalike/reasons';
import { createSenderJudge, type SenderJudge } from '../../lookalike/sender';
import { SenderNamesMessageSchema, SenderNamesReplySchema } from '../../page-messages';
import { injectScript } from '../site/inject-page-ui';
import type { BackgroundState } from '../wiring/state';

/** The unlisted script that reads senders' names (entrypoints/sender-names.ts). */
const SENDER_NAMES_FILE: ScriptPublicPath = '/sender-names.js';
/** Addresses asked about in one message at most (the reply's bound too). */
const PER_MESSAGE = 100;

/**
 * The names one frame shows its e-mail addresses with (`Chase Bank <alerts@…>`): a small script,
 * injected into the frame's isolated world the first time an address there has no record, reads
 * them on request (utils/content/sender-names.ts). Addresses asked in one turn go in one message.
 * One reader per page port, so per document.
 */
export function senderNamesOf(tabId: number, frameId: number) {
  let injected: Promise<boolean> | undefined;
  let waiting = new Map<string, Array<(name: string | null) => void>>();
  let scheduled = false;

  async function ask(batch: Map<string, Array<(name: string | null) => void>>): Promise<void> {
    const names = new Map<string, string>();
    injected ??= injectScript(tabId, frameId, SENDER_NAMES_FILE);
    if (await injected) {
      const addresses = [...batch.keys()];
      for (let from = 0; from < addresses.length; from += PER_MESSAGE) {
        const message = SenderNamesMessageSchema.parse({
          type: 'linkwise:sender-names',
          addresses: addresses.slice(from, from + PER_MESSAGE),
        });
        const reply: unknown = await browser.tabs
          .sendMessage(tabId, message, { frameId })
          .catch(() => null);
        const pairs = SenderNamesReplySchema.safeParse(reply);
        for (const { address, name } of pairs.success ? pairs.data : [])
          names.set(address.toLowerCase(), name);
      }
    }
    for (const [address, answers] of batch)
      for (const answer of answers) answer(names.get(address) ?? null);
  }

  return (address: string): Promise<string | null> =>
    new Promise((resolve) => {
      const key = address.toLowerCase();
      addTo(waiting, key, resolve);
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => {
        scheduled = false;
        const batch = waiting;
        waiting = new Map();
        void ask(batch);
      }, 0);
    });
}

/**
 * The sender check as the page port asks it: the person's look-alike switch, and the bundled
 * brand and free-mail lists (read from the package with the look-alike lists).
 */
export function createSenderCheck(
  state: () => Promise<BackgroundState>,
  lists: () => Promise<BundledLists>,
) {
  let judge: Promise<SenderJudge | null> | undefined;
  const build = async (): Promise<SenderJudge | null> => {
    try {
      const { brands } = await lists();
      return createSenderJudge(indexBrands(brands), {
        domains: new Set(brands.freeMailDomains.split(' ')),
        labels: new Set(brands.freeMailLabels.split(' ')),
      });
    } catch {
      // The look-alike check says so once; a later question tries again.
      judge = undefined;
      return null;
    }
  };
  return async (name: string, address: string): Promise<LookalikeFinding | null> => {
    if (!(await state()).settings.warnLookalikes) return null;
    judge ??= build();
    return (await judge)?.judge(name, address) ?? null;
  };
}
