/**
 * How far a host's name alone can go on JPCERT/CC's read years (2019–2024) before it flags honest
 * sites: the bundled judge, then looser judges that also flag any host carrying a bundled brand's
 * word (as written, in other characters, or one slip away, as the measure finds it) that is not
 * the brand's own, under wider and wider conditions. Each line: the read years' recall beside
 * the false-alarm sets' shares (held-out sets print their share only). The sealed 2025 set is not
 * read here.
 *
 *   npx tsx tests/lookalike/measure-ceiling.ts
 */
import { getDomain, getPublicSuffix } from 'tldts';
import { indexBrands } from '../../utils/lookalike/brands';
import { BUNDLED_LISTS } from '../../utils/lookalike/bundled';
import type { LookalikeJudge } from '../../utils/lookalike/judge';
import { bundledJudge, falseAlarms, labelCarriesBrand, nationalCertPhishing } from './measure';

const brands = indexBrands(BUNDLED_LISTS.brands);
const ownDomains = new Set(brands.byDomain.keys());
const words = [...brands.byWord]
  .filter(([, entries]) => entries.some((entry) => entry.brand.category !== 'site'))
  .map(([word]) => word);
/** Whether a label carries any brand's word, as the measure finds it. */
const carries = (label: string) => labelCarriesBrand(label, words);

/** A brand's word as a whole word of a label, digits aside (`mizuho0102`, `line-tss`). */
const wholeWord = (label: string) =>
  label.split(/[^a-z0-9]+/).some((part) => wordSet.has(part.replace(/[0-9]+/g, '')));
const wordSet = new Set(words);

/** Suffixes phishing favours (the bundled list) and China's, which earlier stops tried. */
const risky = new Set([...brands.riskySuffixes, 'cn', 'com.cn']);

/**
 * What a looser judge flags beyond the bundled one: a host by its own labels, and whether its
 * suffix is one phishing favours (`null`: nothing more).
 */
type Looser = (labels: string[], riskySuffix: boolean) => boolean;
const LOOSER: Array<[string, Looser | null]> = [
  ['bundled judge (today)', null],
  [
    '+ any brand word carried, under a suffix phishing favours or .cn',
    (labels, cheap) => cheap && labels.some(carries),
  ],
  [
    '+ under any suffix, a brand word as a whole word of a name',
    (labels, cheap) => (cheap ? labels.some(carries) : labels.some(wholeWord)),
  ],
  [
    '+ under any suffix, carried by a name with a hyphen or digit',
    (labels, cheap) =>
      (cheap ? labels : labels.filter((label) => /[-0-9]/.test(label))).some(carries),
  ],
  ['+ any brand word carried, anywhere', (labels) => labels.some(carries)],
];

function loosened(looser: Looser | null): LookalikeJudge {
  const base = bundledJudge();
  if (!looser) return base;
  return {
    ...base,
    judge(host, context) {
      const found = base.judge(host, context);
      if (found) return found;
      if (ownDomains.has(getDomain(host, { allowPrivateDomains: true }) ?? host)) return null;
      const suffix = getPublicSuffix(host, { allowPrivateDomains: true }) ?? '';
      const labels = host.slice(0, -suffix.length - 1).split('.');
      return looser(labels, risky.has(suffix))
        ? { imitates: 'any', reason: 'brand-and-words' }
        : null;
    },
  };
}

const percent = (share: number) => `${(share * 100).toFixed(2)} %`;
for (const [name, looser] of LOOSER) {
  const judge = loosened(looser);
  const read = nationalCertPhishing('read', judge);
  const alarms = falseAlarms(judge);
  console.log(
    `${name}\n  JPCERT/CC read years ${percent(read.recall)} (${read.flagged} of ${read.total})`,
  );
  for (const [set, { share, flagged, total }] of Object.entries(alarms))
    console.log(`  ${set} ${percent(share)} (${flagged} of ${total})`);
}
