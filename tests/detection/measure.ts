import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { parse } from 'tldts';
import { normaliseEmail, normaliseLookupValue, normalisePhone } from '@/utils/lookup/normalize';
import { classifySelection } from '@/utils/lookup/selection';
import {
  candidateFromAttribute,
  hostOfHref,
  type ScanOptions,
  textHits,
} from '@/utils/scan/targets';
import { foldWidth } from '@/utils/text/fold';
import phonesFromJs from './corpus/libphonenumber-js-find.json';
import phonesFromJava from './corpus/libphonenumber-matcher.json';
import linkify from './corpus/linkify-it.json';
import urls from './corpus/whatwg-urltestdata.json';

/**
 * Detection measured on data no one here wrote: the number-finding tests of libphonenumber,
 * linkify-it's link fixtures and WHATWG's URL tests (sources and licences in corpus/SOURCES.md).
 * The truth comes from those projects and their libraries (libphonenumber-js's own finder and
 * parser, the WHATWG URL parser, tldts for public suffixes), never from Linkwise's code.
 */

/** libphonenumber's matcher tests, and libphonenumber-js's own finder tests it adds. */
const phones = { cases: [...phonesFromJava.cases, ...phonesFromJs.cases] };

const OPTIONS: ScanOptions = {
  pageHost: 'reader.example',
  pageSite: 'reader.example',
  links: true,
  emails: true,
  phones: true,
};

/** The contexts the libraries' finder tests put numbers in (punctuation, prose, Chinese, Arabic). */
const CONTEXTS: Array<[string, string]> = [
  ['', ''],
  ['Tel: ', ' on Saturdays.'],
  ['My number-', ''],
  ['我的电话号码是', ''],
  // libphonenumber-js's finder test: Arabic text on both sides, no space after the number.
  ['العَرَبِيَّة ', 'عَرَبِيّ'],
];

export interface Score {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  missed: string[];
  wrong: string[];
}

/** Precision and recall of values found per text against the values expected per text. */
export function score(found: string[][], expected: string[][]): Score {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const missed: string[] = [];
  const wrong: string[] = [];
  found.forEach((ours, i) => {
    const truth = new Set(expected[i]);
    for (const value of new Set(ours)) {
      if (truth.has(value)) tp++;
      else {
        fp++;
        wrong.push(value);
      }
    }
    for (const value of truth) {
      if (!ours.includes(value)) {
        fn++;
        missed.push(value);
      }
    }
  });
  const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 1000) / 1000);
  return {
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, tp + fn),
    missed,
    wrong,
  };
}

/** What Linkwise would send for one page text: every hit that normalises. */
function sentFromText(text: string, kind: 'email' | 'phone'): string[] {
  const hits = textHits({ data: text } as Text, {
    ...OPTIONS,
    emails: kind === 'email',
    phones: kind === 'phone',
  });
  return hits.flatMap((hit) => {
    const value =
      kind === 'email' ? normaliseEmail(hit.candidate) : normalisePhone(hit.candidate, {});
    return value.ok ? [value.value] : [];
  });
}

/**
 * Phones in page text. Linkwise reads only numbers in international form in page text (a
 * national number means nothing without knowing the writer's country), so the truth is what
 * libphonenumber's own finder returns that was written with a plus.
 */
export function phonesInText(): Score {
  const found: string[][] = [];
  const expected: string[][] = [];
  for (const { text, region, group } of phones.cases) {
    for (const [before, after] of CONTEXTS) {
      const page = `${before}${text}${after}`;
      found.push(sentFromText(page, 'phone'));
      const inScope = isInternational(text) && group !== 'IMPOSSIBLE_CASES';
      const truth = inScope ? e164(text, region) : '';
      expected.push(truth.startsWith('+') ? [truth] : []);
    }
  }
  return score(found, expected);
}

/** Written with a plus (ASCII or full-width, one or two): Linkwise's scope in page text. */
const isInternational = (text: string) => /^[+\uFF0B]/.test(text);

/** The number a libphonenumber test case holds, as libphonenumber-js's parser reads it. */
function e164(text: string, region: string | null): string {
  const phone = parsePhoneNumberFromString(
    foldWidth(text).replace(/^\+\+/, '+'),
    (region ?? undefined) as CountryCode | undefined,
  );
  return phone?.isPossible() ? (phone.number as string) : `not a possible number: ${text}`;
}

/** A domain the lookup may be asked about: a valid DNS name under a public suffix. */
function isPublicHost(host: string): boolean {
  const parsed = parse(host, { allowPrivateDomains: true });
  return (
    Boolean(parsed.domain) &&
    Boolean(parsed.isIcann || parsed.isPrivate) &&
    !parsed.isIp &&
    host.split('.').every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label))
  );
}

/** linkify-it's e-mail links (bare or mailto:) whose domain is public: the expected values. */
function linkifyEmail(link: string): string | null {
  const address = link.replace(/^mailto:/i, '');
  if (address.includes('://') || !address.includes('@')) return null;
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1).toLowerCase();
  return isPublicHost(domain) ? address.toLowerCase() : null;
}

/**
 * E-mail addresses in page text, over linkify-it's links and non-links. Credentials: e-mail
 * hits taken from the user info of a web address (they would send a password).
 */
export function emailsInText(): Score & { credentials: number } {
  const found: string[][] = [];
  const expected: string[][] = [];
  let credentials = 0;
  for (const { text, link } of linkify.links) {
    const ours = sentFromText(text, 'email');
    // linkify-it's fixture names the first link of a line; an address written after `mailto:`
    // later in the line (`[mailto](mailto:someone@ibm.com)`) is an address too.
    const emails = [link, ...(text.match(/mailto:[^\s()<>[\]]+/gi) ?? [])].flatMap((each) => {
      const email = linkifyEmail(each);
      return email ? [email] : [];
    });
    found.push(ours);
    expected.push([...new Set(emails)]);
    if (/^[a-z]+:\/\/[^/]*@/i.test(link) && ours.length > 0) credentials += ours.length;
  }
  for (const text of linkify.notLinks) {
    found.push(sentFromText(text, 'email'));
    expected.push([]);
  }
  return { ...score(found, expected), credentials };
}

/**
 * Hosts of links: for each absolute http(s) URL of WHATWG's tests, the host the content script
 * reads from the href (the browser's parser for anything unusual) and the engine would send,
 * against WHATWG's own hostname. Malformed: a value sent that is not a valid public DNS name.
 */
export function hostsOfLinks(): {
  cases: number;
  agree: number;
  malformed: number;
  wrong: string[];
} {
  let cases = 0;
  let agree = 0;
  let malformed = 0;
  const wrong: string[] = [];
  for (const entry of urls.entries) {
    if (entry.failure || !/^https?:$/.test(entry.protocol ?? '')) continue;
    cases++;
    // As on a page whose <base> is the test's base: the browser resolves what it must.
    const raw = candidateFromAttribute(entry.input, OPTIONS, false);
    const host =
      raw === undefined ? hostOfHref(new URL(entry.input, entry.base ?? undefined).href) : raw;
    const value = host ? normaliseLookupValue(host) : null;
    const sent = value?.ok ? value.value.value : null;
    const whatwg = (entry.hostname ?? '').replace(/\.$/, '').replace(/^(?:www\.)+/, '');
    const truth = isPublicHost(whatwg) ? whatwg : null;
    if (sent === truth) agree++;
    else wrong.push(`${entry.input} → ${sent} (WHATWG ${entry.hostname})`);
    if (sent !== null && !isPublicHost(sent)) malformed++;
  }
  return { cases, agree, malformed, wrong };
}

/** The value a selection should give, by the formats' own parsers. */
function expectedForSelection(text: string, region: string | null, kind: 'phone' | 'link') {
  if (kind === 'phone') {
    const value = e164(text, region);
    return value.startsWith('+') ? value : null;
  }
  const email = linkifyEmail(text.replace(/^[<>"'(\s]+|[>"').!\s]+$/g, ''));
  if (email) return email;
  // Other schemes with a host (ftp:, ws:) lead to that host: the URL parser's hostname.
  try {
    const url = new URL(
      /^[a-z]+:\/\//i.test(text) ? text : `http:${text.startsWith('//') ? '' : '//'}${text}`,
    );
    const host = url.hostname.replace(/^(?:www\.)+/, '');
    return isPublicHost(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * Selections (the context menu's and the popup's Check): each libphonenumber case selected
 * alone, with the person's country set to the case's region, and each linkify-it link and
 * non-link selected as written. Agreement: the first value checked equals the expected one, or
 * both refuse. Malformed: a value sent that its own parser would not produce.
 */
export function selections(): { cases: number; agree: number; malformed: number; wrong: string[] } {
  const cases: Array<{ text: string; region: string | null; expected: string | null }> = [
    ...phones.cases.map(({ text, region, group }) => ({
      text,
      region,
      expected: group === 'IMPOSSIBLE_CASES' ? null : expectedForSelection(text, region, 'phone'),
    })),
    ...linkify.links.map(({ link }) => ({
      text: link,
      region: null,
      expected: expectedForSelection(link, null, 'link'),
    })),
    ...linkify.notLinks.map((text) => ({
      text: text.replace(/\s+%.*$/, ''),
      region: null,
      expected: null,
    })),
  ];
  let agree = 0;
  let malformed = 0;
  const wrong: string[] = [];
  for (const { text, region, expected } of cases) {
    const result = classifySelection(text, { defaultRegion: region as CountryCode | null });
    const first = result.ok ? result.value[0]!.value : null;
    if (first === expected) agree++;
    else wrong.push(`${text} → ${first} (expected ${expected})`);
    if (result.ok) {
      for (const value of result.value) {
        const wellFormed =
          value.kind === 'domain'
            ? isPublicHost(value.value)
            : value.kind === 'email'
              ? isPublicHost(value.value.slice(value.value.lastIndexOf('@') + 1))
              : parsePhoneNumberFromString(value.value)?.number === value.value;
        if (!wellFormed) {
          malformed++;
          wrong.push(`malformed: ${text} → ${value.value}`);
        }
      }
    }
  }
  return { cases: cases.length, agree, malformed, wrong };
}
