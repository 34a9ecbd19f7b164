import { parse } from 'tldts';
import type { BrandIndex } from './brands';
import type { LookalikeFinding } from './reasons';
import { skeleton } from './skeleton';
import { isActionWord } from './words';

/**
 * Words that make a sender's name a company's or a department's rather than a person's:
 * `IT Helpdesk`, `Billing Team`, `Lakeside Credit Union`, in the brand list's languages. With a
 * free-mail address (`it-helpdesk.desk@gmail.com`) such a name is a pretence; beside a brand that
 * is also an everyday word, they make it the brand (`Chase Bank`, not Chase Miller).
 */
const COMPANY_WORDS = new Set(
  [
    'team support helpdesk help desk service services department dept admin administrator',
    'administration office billing accounts account payroll security notification notifications',
    'alert alerts noreply no-reply donotreply customer customers care center centre official',
    'inc ltd llc corp corporation company co plc gmbh ag sa sas srl bv nv',
    'bank banking credit union card cards finance financial insurance delivery post postal',
    'parcel express courier shipping tax revenue government gov ministry foundation wallet',
    'kundenservice kundendienst abteilung servicio atendimento suporte soporte equipe equipo',
    'assistance banque banco banca entreprise empresa',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Mail providers that write to their customers from the very domain their users' mailboxes are
 * on (`keineantwortadresse@web.de`, `no-reply@proton.me`): there, the brand's name may be theirs.
 * Microsoft, Google, Apple and Yahoo write from their company domains (`accountprotection
 * .microsoft.com`, `accounts.google.com`, `email.apple.com`, `cc.yahoo-inc.com`), never from
 * hotmail.com, gmail.com, icloud.com or yahoo.com.
 */
const WRITES_FROM_ITS_MAILBOXES = new Set([
  'Proton',
  'GMX',
  'WEB.DE',
  'Mail.ru',
  'Yandex',
  'Zoho',
  'AOL',
]);

/** Placeholder domains some lists carry as free mail: no one's mail comes from them. */
const NOT_MAIL = new Set(['example.com', 'example.org', 'example.net', 'yourdomain.com']);

export interface FreeMailList {
  /** Free-mail providers' registrable domains (`gmail.com`, `web.de`). */
  domains: ReadonlySet<string>;
  /** Providers' names under any suffix (`yahoo`: yahoo.co.uk, yahoo.fr…). */
  labels: ReadonlySet<string>;
}

/** Trade and service marks, copyright and registered signs, as written after a brand. */
const TRADEMARK_SIGNS = /[\u2122\u2120\u00ae\u00a9\u24c7]/gu;

/**
 * Kinds of brand whose everyday-word names are nobody's name (`Ledger`, `Exodus`, `UPS`,
 * `Correios`): leading a sender's name they are the brand, as a distinctive name is. A bank's or
 * a shop's may be a person's (`Chase`, `Ally`) or anyone's department (`Office`, `Booking`).
 */
const NOBODYS_NAMES = new Set(['crypto', 'parcel']);

/**
 * A sender's name as words, as written but for accents (a capital Greek `Μ` passes for `M`,
 * its small `μ` does not), split at anything not a letter or digit; letters spaced out are one
 * word (`C o i n b a s e`).
 */
function wordsOf(name: string): string[] {
  const words = name
    // Marks first: decomposed, `™` would be letters run into the brand (`McafeeTM`).
    .replace(TRADEMARK_SIGNS, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.filter((word) => word.length === 1).length < 4) return words;
  const joined: string[] = [];
  for (const word of words) {
    const last = joined.length - 1;
    if (word.length === 1 && last >= 0 && /^\p{L}+$/u.test(joined[last]!)) joined[last] += word;
    else joined.push(word);
  }
  return joined;
}

/** Words that say the person writes for a brand: `Hilan from Ledger`, `Anna at PayPal`. */
const ON_BEHALF = new Set(['from', 'at', 'von', 'de', 'do', 'da', 'del']);

/**
 * A domain written in the name (`support@paypal.com`, `Amazon.de`), as its registrable domain:
 * under a suffix a registry hands out, named with three letters or more (`Craig R.Hughes` and
 * `D.McMann` are people, though `.hughes` is a suffix).
 */
function domainInName(name: string): string | null {
  for (const match of name.toLowerCase().matchAll(/[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/g)) {
    const parsed = parse(match[0]);
    if (parsed.domain && parsed.isIcann && (parsed.domainWithoutSuffix ?? '').length >= 3)
      return parsed.domain;
  }
  return null;
}

const registrable = (domain: string) => parse(domain, { allowPrivateDomains: true }).domain;

/** One label, no dot: a machine's own name, no domain anyone registered. */
const BARE_HOST = /^[\p{L}\p{N}-]+$/u;

/**
 * Judges a sender shown as a name with an address (`"Chase Bank" <alerts.chase.online@gmail.com>`):
 * - the name names a phished brand, or a domain, that the address does not belong to →
 *   `sender-name`, imitating the brand's site (or the domain): "Says it is Chase — the address
 *   is gmail.com";
 * - the name is a company's or a department's (`IT Helpdesk`), or a brand's, and the address a
 *   free-mail one, the brand's own free-mail service included (`Microsoft <x@hotmail.com>`) →
 *   `sender-free-mail`;
 * - the name claims a brand or a domain and the address is at a host with no domain
 *   (`Correios <contato@correios>`, never looked up) → `sender-no-domain`.
 * A brand's own domains and subdomains (`email.paypal.com`), an address whose domain carries the
 * brand's name (`facebookmail.com`: the look-alike check judges that domain on its own), and
 * personal names are left alone. Nothing here leaves the device: only the bare address is ever
 * looked up.
 */
export function createSenderJudge(brands: BrandIndex, freeMail: FreeMailList) {
  const isFreeMail = (domain: string) => {
    if (freeMail.domains.has(domain)) return true;
    const label = parse(domain).domainWithoutSuffix;
    return label !== null && label !== undefined && freeMail.labels.has(label);
  };

  /** The brand a name claims, if any: one of its words, or two or three run together. */
  function brandClaimed(words: string[], lowerWords: string[]) {
    for (let from = 0; from < words.length; from++) {
      let joined = '';
      for (let to = from; to < Math.min(words.length, from + 3); to++) {
        joined += words[to];
        const lower = joined.toLowerCase();
        // As written, or in other characters (`Μetamаsk` with a Greek Μ and a Cyrillic а).
        const written = brands.byWord.has(lower)
          ? [lower]
          : (brands.bySkeleton.get(skeleton(joined)) ?? []);
        for (const [word, entry] of written.flatMap((each) =>
          (brands.byWord.get(each) ?? []).map((found) => [each, found] as const),
        )) {
          if (entry.brand.category === 'site') continue;
          const others = [...lowerWords.slice(0, from), ...lowerWords.slice(to + 1)];
          // `Chase` alone is as likely a person, and `James Rogers` is one; `Chase Bank`,
          // `Apple Support`, `Rogers` and `Hilan from Ledger` are the brand.
          const saysCompany =
            others.some((other) => COMPANY_WORDS.has(other) || isActionWord(other)) ||
            ON_BEHALF.has(words[from - 1]?.toLowerCase() ?? '');
          const leads = from === 0;
          const named = !entry.everyday || NOBODYS_NAMES.has(entry.brand.category);
          if (saysCompany || (named && leads)) return { brand: entry.brand, word };
        }
      }
    }
    return null;
  }

  return {
    judge(name: string, address: string): LookalikeFinding | null {
      const at = address.lastIndexOf('@');
      const domain = address.slice(at + 1).toLowerCase();
      // A host with no domain (`Correios <contato@correios>`): a server that names none sent it,
      // so no brand's mail rules can be checked, and no brand's mail comes from one.
      const bare = at > 0 && BARE_HOST.test(domain);
      const own = bare ? domain : at > 0 ? registrable(domain) : null;
      if (!own || NOT_MAIL.has(own)) return null;
      const words = wordsOf(name);
      const lowerWords = words.map((word) => word.toLowerCase());
      if (words.length === 0) return null;
      // What a name's claim is called: against an address at a domain, or at a host with none.
      const claimReason = bare ? 'sender-no-domain' : 'sender-name';

      const claimed = brandClaimed(words, lowerWords);
      if (claimed) {
        const { brand, word } = claimed;
        const owned =
          !bare &&
          (brand.domains.includes(own) ||
            // The brand's own mail domain the list does not name (`facebookmail.com`), or a
            // look-alike of it (`paypal-service.com`): the look-alike check's to judge.
            (parse(own).domainWithoutSuffix ?? '').replace(/-/g, '').includes(word));
        // The brand's own free-mail service is still a mailbox anyone can open; a subdomain
        // of it (`reply.yahoo.com`) is no one's mailbox but the company's own machinery.
        if (
          owned &&
          domain === own &&
          isFreeMail(own) &&
          !WRITES_FROM_ITS_MAILBOXES.has(brand.name)
        )
          return { imitates: brand.domains[0]!, reason: 'sender-free-mail', claim: brand.name };
        if (owned) return null;
        return { imitates: brand.domains[0]!, reason: claimReason, claim: brand.name };
      }
      const shown = domainInName(name);
      if (shown && shown !== own && !isFreeMail(shown) && !NOT_MAIL.has(shown))
        return { imitates: shown, reason: claimReason, claim: shown };
      // A company's name from a host with no domain may be a firm's own machine (`IT <it@mail01>`).
      if (bare) return null;
      if (isFreeMail(own) && lowerWords.some((word) => COMPANY_WORDS.has(word)))
        return { imitates: '', reason: 'sender-free-mail', claim: name.trim().slice(0, 60) };
      return null;
    },
  };
}
export type SenderJudge = ReturnType<typeof createSenderJudge>;
