import type { CountryCode } from 'libphonenumber-js/min';
import type { Reveal } from '../../links/reveal';
import { revealWords } from '../../links/reveal-words';
import type { LookalikeFinding } from '../../lookalike/reasons';
import { MAX_VALUES_PER_CHECK } from '../../lookup/check-limits';
import { checkMany } from '../../lookup/check-many';
import { messageAnswer } from '../../lookup/danger-first';
import type { LookupEngine } from '../../lookup/engine';
import { selectionNotes } from '../../lookup/selection';
import { judgeSenders, messageValues, withoutUnclaimedSenders } from '../../lookup/senders-in-text';
import type { CheckReport } from '../../page-messages';
import { cleanText } from '../../text/clean';

/** "Check “…” with Linkwise" on a selection, and "Check this link with Linkwise" on a link. */
export const CHECK_MENU_IDS = {
  selection: 'linkwise-check-selection',
  link: 'linkwise-check-link',
  /** "Where does this link lead?", on short links. */
  reveal: 'linkwise-reveal-link',
  /** "Check the QR code with Linkwise", on images. */
  qr: 'linkwise-check-qr',
} as const;

/** The card's title quotes the selection: the page's text, so cleaned and bounded. */
const SUBJECT_MAX = 80;

/**
 * Checks every value found in `text` — a selected paragraph is a message — as a person's
 * explicit request: ahead of page scanning, still subject to the engine's backoff (a wait comes
 * back as a verdict that says how long), at most CHECK_LIMIT lookups (the rest are listed as not
 * checked yet), and answered danger first under a one-line summary.
 */
export async function checkText(
  text: string,
  engine: LookupEngine,
  context: {
    defaultRegion: string | null;
    incognito?: boolean;
    /** Judges a sender the text shows as `Name <address>` (the name is never sent). */
    senderCheck?: (name: string, address: string) => Promise<LookalikeFinding | null>;
  },
): Promise<CheckReport> {
  const subject = cleanText(text.replace(/\s+/g, ' '), SUBJECT_MAX);
  const message = messageValues(text, {
    defaultRegion: context.defaultRegion as CountryCode | null,
  });
  if (!message.ok) return { subject, verdicts: [], refusal: message.failure };
  const { values: candidates, senders } = message.value;
  const found = candidates.slice(0, MAX_VALUES_PER_CHECK);
  const values = found.map((candidate) => candidate.value);
  const looked = await checkMany(engine, values, {
    priority: 'user',
    feature: 'context-menu',
    incognito: context.incognito,
  });
  const judged = context.senderCheck
    ? await judgeSenders(values, looked, senders, context.senderCheck)
    : looked;
  const answer = withoutUnclaimedSenders(candidates, judged);
  const { checked, notChecked, summary } = messageAnswer(answer.values, answer.verdicts);
  const notes = selectionNotes(answer.values);
  return {
    subject,
    verdicts: checked.map((entry) => entry.verdict),
    ...(summary ? { summary } : {}),
    ...(notChecked.length > 0 ? { notChecked } : {}),
    ...(notes.length > 0 ? { notes: notes.slice(0, 8) } : {}),
  };
}

/** A reveal as the card and the popup show a check: the destination's verdict, the hops in words. */
export function revealReport(url: string, reveal: Reveal): CheckReport {
  const words = revealWords(reveal);
  const last = reveal.hops.at(-1);
  return {
    subject: cleanText(url, SUBJECT_MAX),
    verdicts: last ? [last.verdict] : [],
    notes: [...words.hops, words.outcome, ...(words.privacy ? [words.privacy] : [])],
  };
}
