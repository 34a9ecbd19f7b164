import { addTo } from '../grouped';
import { type Brand, type BrandIndex, wordsOfDomains } from './brands';
import { withinEdits } from './edits';
import type { LookalikeFinding } from './reasons';

/**
 * A brand's address written as subdomains, misspelt or padded, in front of a name that is not the
 * brand's: `resonobamk.co.jp.x.com` (resonabank.co.jp), `rvkutenn.co.x.cc` (rakuten),
 * `ubernatsns.com.x.top` (uber.com). A suffix as a label of its own inside a subdomain is an
 * address someone wrote there; a content network's names of a site's own address
 * (`www.example.co.jp.edgekey.net`) carry it unchanged, and it is only unchanged that the brand
 * rule judges it (brand-rule.ts `writesAnAddress`).
 */

/**
 * The suffix written as labels of their own from `at`, after the name it addresses (`com`,
 * `co.jp`, `co`), or undefined.
 */
function writtenSuffix(labels: readonly string[], at: number): string | undefined {
  const label = labels[at]!;
  const next = labels[at + 1];
  if (label === 'co') return next === 'jp' ? 'co.jp' : 'co';
  if (label === 'com' || label === 'net' || label === 'jp') return label;
  // Japan's other second levels, with `jp` after them (`x.ne.jp.y.com`).
  return (label === 'ne' || label === 'or') && next === 'jp' ? `${label}.jp` : undefined;
}

/** What a name an address may be written from (a brand's word, its domain's name) stands for. */
interface Named {
  /** The brand's domains, the one the name is of first. */
  domains: readonly string[];
  everyday: boolean;
}

/**
 * The names by their first letter: a misspelt or padded address keeps it (`resonobamk`,
 * `rvkutenn`), and a host asks only that letter's names, not every brand's.
 */
function namesOf(brands: BrandIndex): Map<string, Array<[string, Named]>> {
  const names = new Map<string, Named>();
  const wordsOf = new Map<Brand, string[]>();
  for (const [word, entries] of brands.byWord) {
    const entry = entries.find((each) => each.brand.category !== 'site');
    if (!entry || word.length < 4) continue;
    names.set(word, { domains: entry.brand.domains, everyday: entry.everyday });
    const words = wordsOf.get(entry.brand);
    if (words) words.push(word);
    else wordsOf.set(entry.brand, [word]);
  }
  // A domain's name is the brand's where it carries one of the brand's words (`resonabank` of
  // Resona): the others are words of their own (`service` of service.gov.uk, `family` of
  // FamilyMart's family.co.jp, `inter` of Banco Inter's inter.co), as often anyone's.
  for (const [domain, brand] of brands.byDomain) {
    const name = wordsOfDomains([domain])[0] ?? '';
    const carries = wordsOf.get(brand)?.some((word) => name.includes(word));
    if (name.length >= 5 && carries && !names.has(name))
      names.set(name, { domains: [domain, ...brand.domains], everyday: false });
  }
  const byFirst = new Map<string, Array<[string, Named]>>();
  for (const entry of names) addTo(byFirst, entry[0][0]!, entry);
  return byFirst;
}

/**
 * How far `written` is from `name`, or undefined when it is not written from it: the name itself
 * (0), the name with letters run in after it (as many; two at most for an everyday word, which
 * run on is often another word), or misspelt: two letters off from six letters, one from five
 * only before the brand's own suffix (five letters one off are any word: `jacss.com.x.cn`).
 */
function distance(
  written: string,
  name: string,
  { domains, everyday }: Named,
  suffix: string,
): number | undefined {
  if (written === name) return 0;
  if (written.startsWith(name)) {
    const padding = written.length - name.length;
    return padding <= (everyday ? 2 : 6) ? padding : undefined;
  }
  if (everyday || name.length < 5) return undefined;
  if (name.length >= 6 && written.length >= 6)
    return withinEdits(written, name, 1) ? 1 : withinEdits(written, name, 2) ? 2 : undefined;
  const own = domains.some((domain) => domain.endsWith(`.${suffix}`));
  return own && withinEdits(written, name, 1) ? 1 : undefined;
}

export function createAddressInSubdomain(brands: BrandIndex) {
  let names: ReturnType<typeof namesOf> | undefined;
  /** `subParts`: the host's subdomain labels, the owner's name left out. */
  return function addressInSubdomain(subParts: readonly string[]): LookalikeFinding | null {
    for (let at = 1; at < subParts.length; at++) {
      const suffix = writtenSuffix(subParts, at);
      if (!suffix) continue;
      // The name the address is written for, as letters (`gmo-aozore` → gmoaozore), its numbers
      // at either end left out (`miicard22`).
      const label = subParts[at - 1]!.replace(/^[0-9-]+|[0-9-]+$/g, '');
      const forms = new Set([label.replace(/-/g, ''), ...label.split('-')]);
      names ??= namesOf(brands);
      // The nearest name, the longest of those as near (`pocketcarb` is Pocket Card's).
      let best: { domain: string; distance: number; length: number } | undefined;
      for (const written of forms) {
        if (written.length < 4 || brands.nearWords.has(written)) continue;
        for (const [name, named] of names.get(written[0]!) ?? []) {
          const far = distance(written, name, named, suffix);
          if (far === undefined) continue;
          if (!best || far < best.distance || (far === best.distance && name.length > best.length))
            best = { domain: named.domains[0]!, distance: far, length: name.length };
        }
      }
      if (best) return { imitates: best.domain, reason: 'address-in-name' };
    }
    return null;
  };
}
