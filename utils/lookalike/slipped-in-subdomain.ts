import { addTo } from '../grouped';
import type { BrandIndex } from './brands';
import { oneSlipApart } from './edits';
import type { LookalikeFinding } from './reasons';
import { isActionWord } from './words';

/**
 * A distinctive brand one slip off, standing as a word of a subdomain in front of a name that is
 * not the brand's, beside a word that asks or the brand's own suffix written out:
 * `info-oricor.x.com` (Orico), `jp-docomn.x.top` (docomo), `auoneo-jp.x.cn` (au). A kit names
 * the throwaway host's subdomain after the brand it copies, a letter off so that filters looking
 * for the brand's name pass it. The brand rule (brand-rule.ts) judges a brand slipped only as the
 * owner's whole name, or in a subdomain from seven letters; here five count, as a word of its
 * own, its first letter kept, and never an everyday word one slip from a brand (the lists' near
 * words: `money` is no `monex`).
 */

/** A subdomain word's letters must be at least this long: four letters one off are any word. */
const MIN_LETTERS = 5;

/**
 * The brands' distinctive words of five letters or more, by first letter and length (`o5`): a
 * slip keeps the first letter and changes the length by one at most.
 */
function wordsByStart(brands: BrandIndex): Map<string, Array<[string, readonly string[]]>> {
  const byStart = new Map<string, Array<[string, readonly string[]]>>();
  for (const [word, entries] of brands.byWord) {
    if (word.length < MIN_LETTERS || !/^[a-z]+$/.test(word)) continue;
    const entry = entries.find((each) => each.brand.category !== 'site' && !each.everyday);
    if (!entry) continue;
    addTo(byStart, `${word[0]}${word.length}`, [word, entry.brand.domains]);
  }
  return byStart;
}

/**
 * `my` before a word is a site's own naming of a page (`mycard`, `mypage`), not a brand that
 * starts otherwise slipped (`micard`).
 */
const mineFor = (word: string, name: string) => word.startsWith('my') && !name.startsWith('my');

/** A suffix written as a word (`auoneo-jp`, `jp-docomn`): the brand's address, written by a kit. */
const WRITTEN_SUFFIX = new Set(['jp', 'com', 'net']);

/** An address's `www` or the word `info` run in before a name (`wwinfoorico`, `infooricor`). */
const RUN_IN_BEFORE = /^(?:www|ww|https?|info)/;

/**
 * A subdomain's word, and what is left of it with an address's `www` or `info` run in before it
 * taken off (`wwinfoorico` → `infoorico`, `orico`), with whether `info` was (a word that asks).
 */
function* formsOf(word: string): Generator<[string, boolean]> {
  yield [word, false];
  let asks = false;
  for (let rest = word; ; ) {
    const lead = RUN_IN_BEFORE.exec(rest)?.[0];
    if (!lead || rest.length - lead.length < MIN_LETTERS) return;
    if (lead === 'info') asks = true;
    rest = rest.slice(lead.length);
    yield [rest, asks];
  }
}

export function createSlippedInSubdomain(brands: BrandIndex) {
  let byStart: ReturnType<typeof wordsByStart> | undefined;
  /** The domains of the brand `form` is the name of or one slip from, if any. */
  function brandNear(form: string): readonly string[] | undefined {
    if (form.length < MIN_LETTERS || !/^[a-z]+$/.test(form) || brands.nearWords.has(form)) return;
    byStart ??= wordsByStart(brands);
    for (let length = form.length - 1; length <= form.length + 1; length++)
      for (const [name, domains] of byStart.get(`${form[0]}${length}`) ?? [])
        if ((form === name || oneSlipApart(form, name)) && !mineFor(form, name)) return domains;
  }
  /** `subParts`: the host's subdomain labels, the owner's name left out. */
  return function slippedInSubdomain(subParts: readonly string[]): LookalikeFinding | null {
    const words = subParts.flatMap((label) => label.split('-'));
    for (const word of words)
      for (const [form, infoBefore] of formsOf(word)) {
        const domains = brandNear(form);
        if (!domains) continue;
        // Alone, a word one slip from a brand is as often a name (`rodin`, `kotka`, `origo`): it
        // counts beside a word that asks, or the brand's own suffix written out (`auoneo-jp` for
        // auone.jp; `jacss.com` is not jaccs.co.jp's).
        const asks =
          infoBefore ||
          words.some(
            (other) =>
              isActionWord(other) ||
              (WRITTEN_SUFFIX.has(other) && domains.some((domain) => domain.endsWith(`.${other}`))),
          );
        if (asks) return { imitates: domains[0]!, reason: 'brand-and-words' };
      }
    return null;
  };
}
