import { parse } from 'tldts';
import { addTo } from '../grouped';
import type { Brand, BrandIndex } from './brands';
import type { ClaimSignals } from './claim-signals';
import type { LookalikeFinding } from './reasons';
import { asciiReadingOf, skeleton } from './skeleton';
import { isActionWord } from './words';

/**
 * How much each place a page names a brand in says that the page is the brand's: its title and
 * its first picture (the header's logo) say it outright; another picture, a heading, the favicon,
 * or an image loaded from the brand's own servers (a kit hot-links the real logo) say it beside
 * another sign (a page shows other brands' pictures: a messenger's QR code, a row of card logos).
 */
const WEIGHT = {
  title: 3,
  firstLogo: 3,
  logo: 2,
  heading: 2,
  icon: 2,
  image: 2,
  links: 2,
  home: 2,
} as const;
/** What makes a claim: one outright sign, or two lesser ones. */
const CLAIMED = 3;
/**
 * Links to one brand's sites that are a lesser sign: so many addresses, and most of the page's
 * links elsewhere (a site's sign-in links to a page or two of others: a social profile, "Powered
 * by").
 */
const LINKED = 3;
/**
 * Links that make a claim alone: so many addresses, to two of the brand's hosts or more (a page
 * copied from the brand's keeps its help, terms and privacy links: `help.mail.ru`,
 * `account.mail.ru`; a site's share buttons lead to one, `www.facebook.com`), two in three of the
 * page's links elsewhere.
 */
const LINKED_ALONE = { addresses: 5, hosts: 2 } as const;
/**
 * Brands whose sign-in organisations serve as their own, on their own domains (Entra's custom
 * sign-in domains, Salesforce's and Zoho's customer portals): the page keeps the provider's
 * links, so for these the links are only ever a lesser sign.
 */
const SIGN_IN_SERVED_FOR_OTHERS = new Set(['microsoft.com', 'salesforce.com', 'zoho.com']);

/**
 * Categories whose name on a sign-in page is no claim: a visited site's name (a site's own
 * sign-in names it), software a site runs on its own host (`Norton`, `McAfee`, `Xserver`'s
 * panel is on the customer's server too).
 */
const NO_CLAIM = new Set(['site', 'software']);

/**
 * Brands by the name people know them by, as one word (`otto`, `wellsfargo`, `bankofamerica`),
 * where that name is not one of the words host names write them as (`ottode` is Otto's there):
 * read as everyday words, only beside a word that asks or as the whole text.
 */
const namesByIndex = new WeakMap<BrandIndex, Map<string, Brand>>();
function brandsByName(index: BrandIndex): Map<string, Brand> {
  let names = namesByIndex.get(index);
  if (names) return names;
  names = new Map();
  for (const entries of index.byWord.values())
    for (const { brand } of entries) {
      const name = wordsOf(brand.name).join('');
      const written = index.byWord.get(name)?.some((entry) => entry.brand.category !== 'site');
      if (name.length >= 4 && !written && !names.has(name)) names.set(name, brand);
    }
  namesByIndex.set(index, names);
  return names;
}

/**
 * Characters that show nothing (zero-width spaces and joiners, soft hyphens): written into a
 * brand's name they part it for whatever reads the page's text, not for a person (`Pay\u200bPal`).
 */
const INVISIBLE = /\p{Cf}/gu;

/** Latin run into another script: where the one ends and the other begins. */
const SCRIPT_BOUNDARY = /(?<=[a-z0-9])(?=[^\p{ASCII}])|(?<=[^\p{ASCII}])(?=[a-z0-9])/gu;

/**
 * A word as it is read: in ASCII when every letter of it passes for an ASCII one (`pаypal` with a
 * Cyrillic `а`, a kit's disguise; `itaú`); a word of another script whole (`сбербанк`); Latin run
 * into another script apart from it (`amazonの登録`).
 */
function readWord(word: string): string[] {
  if (!/[a-z0-9]/.test(word) || !/[^\p{ASCII}]/u.test(word)) return [word];
  const read = asciiReadingOf(word);
  return read === undefined ? word.replace(SCRIPT_BOUNDARY, ' ').split(' ') : [read];
}

/** Text as the words it is read as: NFKC (full-width `ＰａｙＰａｌ` as PayPal), lower case. */
const wordsOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(INVISIBLE, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .flatMap(readWord);

/**
 * The brands a piece of the page's text names: a brand's word whole, or two or three words run
 * together (`Wells Fargo`, `Bank of America`), or a name as its own country writes it
 * (`三井住友カード`, inside longer text: those scripts leave no spaces), or a brand's word a kit
 * disguises (disguisedNames). A brand whose name is an everyday word (`Chase`, `Apple`) only
 * beside a word that asks (`Sign in to Chase`).
 */
function brandsNamed(index: BrandIndex, text: string): Set<Brand> {
  const found = new Set<Brand>();
  const words = wordsOf(text);
  const asks = asksIn(words);
  /** The brands a word is, an everyday one only where `everydayCounts`. */
  const addBrandsOf = (word: string, everydayCounts: boolean) => {
    for (const entry of index.byWord.get(word) ?? [])
      if (!NO_CLAIM.has(entry.brand.category) && (!entry.everyday || everydayCounts))
        found.add(entry.brand);
  };
  for (let from = 0; from < words.length; from++) {
    let joined = '';
    for (let to = from; to < Math.min(words.length, from + 3); to++) {
      joined += words[to];
      // Words run together make a brand's name only when they are words (`Wells Fargo`,
      // `Bank of America`), not letters (`a to` is no `ato`).
      if (to > from && (joined.length < 6 || words[to]!.length < 2 || words[from]!.length < 2))
        continue;
      // An everyday word is the brand beside a word that asks, or as the whole text (`Twitch`).
      const whole = from === 0 && to === words.length - 1;
      addBrandsOf(joined, asks || whole);
      const named = brandsByName(index).get(joined);
      if (named && !NO_CLAIM.has(named.category) && (asks || whole)) found.add(named);
    }
  }
  const shaped = text.normalize('NFKC').replace(INVISIBLE, '');
  // In any case (`СБЕРБАНК`, `Ελτα`): a script with capitals writes a name in them as often.
  const lower = shaped.toLowerCase();
  for (const [name, brand] of index.writtenNames) if (writtenIn(lower, name)) found.add(brand);
  for (const word of disguisedNames(index, shaped)) addBrandsOf(word, asks);
  return found;
}

/** Scripts whose words take no prefix: a name there starts a word (`ΔΕΛΤΑ` holds no `ΕΛΤΑ`). */
const STARTS_A_WORD = /^[\p{Script=Cyrillic}\p{Script=Greek}]/u;
/** A character that continues a word: a name after one does not start a word. */
const IN_A_WORD = /[\p{L}\p{N}]/u;

/**
 * Whether lower-cased text holds a name as its own country writes it: anywhere in scripts that
 * leave no spaces or run prefixes and particles into a name (`三井住友カード`, `وبنك مصر`,
 * `국민은행에`); at a word's start in Cyrillic and Greek, whose endings change (`Сбербанка`).
 */
function writtenIn(lower: string, name: string): boolean {
  if (!STARTS_A_WORD.test(name)) return lower.includes(name);
  for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1))
    if (at === 0 || !IN_A_WORD.test(lower[at - 1]!)) return true;
  return false;
}

/** The shortest brand's word read through a disguise: shorter ones are as often other words. */
const DISGUISED_LENGTH = 5;
/** A digit among letters, a capital I after a small letter, a letter that passes for ASCII. */
const DISGUISING = /\p{L}\p{N}|\p{N}\p{L}|\p{Ll}I|[^\p{ASCII}]/u;
/** Letters written one by one, each apart (`P a y P a l`, `P.a.y.P.a.l`). */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])(?:\p{L}[ .\-·]){4,}\p{L}(?![\p{L}\p{N}])/gu;

/**
 * Brands' words a page writes so that a person reads them and a word list does not: digits
 * for the letters they pass for (`Faceb00k`, `Micros0ft`, `Netfl1x`: UTS #39 reads `1` as `l`,
 * a reader as `i` too), a capital I for an l (`PayPaI`), letters that pass for plain ones
 * (`ᴘᴀʏᴘᴀʟ` in small capitals), or letters spaced out. Words of five letters or more, and only a
 * brand's word: an honest page names no brand so.
 */
function disguisedNames(index: BrandIndex, shaped: string): string[] {
  const words: string[] = [];
  for (const token of shaped.split(/[^\p{L}\p{N}]+/u)) {
    if (token.length < DISGUISED_LENGTH || !DISGUISING.test(token)) continue;
    const shape = skeleton(token);
    const forms = [shape, ...(token.includes('1') ? [skeleton(token.replace(/1/g, 'i'))] : [])];
    for (const form of forms)
      for (const word of index.bySkeleton.get(form) ?? [])
        if (word.length >= DISGUISED_LENGTH && word !== token.toLowerCase()) words.push(word);
  }
  for (const [spaced] of shaped.matchAll(SPACED_LETTERS)) {
    const joined = spaced.replace(/[ .\-·]/g, '').toLowerCase();
    const word = asciiReadingOf(joined) ?? joined;
    if (word.length >= DISGUISED_LENGTH) words.push(word);
  }
  return words;
}

/**
 * Words a sign-in or sign-up page asks with that the action list (written for host names)
 * leaves out, in the brand list's languages: `Log in`, `Neu registrieren`, `S'inscrire`, `Вход`.
 */
const SIGN_IN = new Set(
  [
    'log sign in on password passwort contraseña senha register registrieren anmelden einloggen',
    'inscription inscrire identifier identifiez connecter iniciar sesión sessão entrar cadastro',
    'registro registrarse accedi accedere wachtwoord inloggen aanmelden zaloguj logowanie',
    'вход войти пароль регистрация تسجيل الدخول دخول ログイン サインイン 登録 로그인 登录 登入',
  ]
    .join(' ')
    .split(' ')
    // Each also as the page's words are read (`sesión` as `sesion`).
    .flatMap((word) => [word, asciiReadingOf(word) ?? word]),
);

/** Whether words, as wordsOf reads them, hold one that asks (`Log in`, `verify`, `Вход`). */
const asksIn = (words: readonly string[]) =>
  words.some((word) => isActionWord(word) || SIGN_IN.has(word));

/** What parts a title into the page's name and the site's (`Just Chatting - Twitch`). */
const TITLE_PARTS = /\s[|\-–—·•:»]\s|\s*[|·•»]\s*/u;

/**
 * The brands a title names: in its words, or as one of its parts whole, as a site's title names
 * the site (`Videos and Highlights - Twitch`: an everyday word whole is the brand).
 */
function brandsTitled(index: BrandIndex, title: string): Set<Brand> {
  const found = brandsNamed(index, title);
  const parts = title.split(TITLE_PARTS);
  if (parts.length > 1)
    for (const part of parts) for (const brand of brandsNamed(index, part)) found.add(brand);
  return found;
}

/**
 * Words that offer a way in through another brand's account (`Sign in with Google`, `Mit Apple
 * anmelden`, `Connexion avec Facebook`): a heading with one asks for no brand's sign-in.
 */
const THROUGH = new Set(['with', 'using', 'via', 'mit', 'über', 'avec', 'con', 'com', 'через']);

/** Words that ask only beside another (`Log in`, `Sign on`): alone, everyday words. */
const ONLY_BESIDE = new Set(['in', 'on']);

/** Whether a heading's words ask for a sign-in without offering another brand's way in. */
const asksForBrandIn = (words: readonly string[]) =>
  asksIn(words.filter((word) => !ONLY_BESIDE.has(word))) &&
  !words.some((word) => THROUGH.has(word));

/**
 * Words a title that only asks is made of besides sign-in and action words, in the brand list's
 * languages: `Change your password`, `Passwort ändern`, `Nouvelle inscription d'un membre`.
 */
const ASKING_ONLY = new Set(
  [
    'account accounts customer customers member members my your new create change reset forgot',
    'forgotten here please welcome back page konto kunden mein neu ändern vergessen willkommen',
    'compte nouvelle nouveau membre client mot passe cuenta nueva nuevo cambiar olvidé conta',
    'nova novo alterar esqueci профиль аккаунт изменить восстановление новый личный кабинет',
  ]
    .join(' ')
    .split(' '),
);

/** Whether a title says nothing of whose the page is: only that it asks, or nothing at all. */
function onlyAsks(title: string): boolean {
  // Words as written, accents inside them (wordsOf reads `ändern` as `andern`).
  const words = title
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  return words.every(
    (word) => word.length <= 2 || SIGN_IN.has(word) || ASKING_ONLY.has(word) || isActionWord(word),
  );
}

/**
 * Where banks' data centres serve the sign-in of many banks under the centre's own name: NTT
 * Data's ANSER (`www.parasol.anser.ne.jp`, the `login_url` of many Japanese banks, shinkumi and
 * Rokin banks as MoneyForward's services list gives them). A bank's page there is its own; no
 * one else can put a page on it.
 */
const BANKS_SIGN_IN_HOSTS = new Set(['anser.ne.jp']);

/** Whether the host is one of the brand's own (any of its domains, or its name elsewhere). */
function isBrandsOwn(brand: Brand, host: string): boolean {
  const parsed = parse(host, { allowPrivateDomains: true });
  const domain = parsed.domain ?? host;
  if (brand.domains.includes(domain) || brand.domains.includes(host)) return true;
  if (brand.category === 'bank' && BANKS_SIGN_IN_HOSTS.has(domain)) return true;
  if (!brand.ownsCountryNames) return false;
  const label = parsed.domainWithoutSuffix;
  return brand.domains.some((own) => parse(own).domainWithoutSuffix === label);
}

/** The brand whose servers `host` is (its registrable domain a brand's), if its name can be claimed. */
function claimableBrandAt(index: BrandIndex, host: string): Brand | undefined {
  const brand = index.byDomain.get(parse(host).domain ?? host);
  return brand && !NO_CLAIM.has(brand.category) ? brand : undefined;
}

/** The brands whose servers any of `hosts` are, each once. */
function claimableBrandsAt(index: BrandIndex, hosts: readonly string[]): Set<Brand> {
  const brands = new Set<Brand>();
  for (const host of hosts) {
    const brand = claimableBrandAt(index, host);
    if (brand) brands.add(brand);
  }
  return brands;
}

/** The judge's ask for the page's links, when nothing else makes a claim and they could. */
export const LINKS_WANTED = 'links';
/** A claim, none, or the ask for the page's links (sent without them first). */
export type ClaimJudgement = LookalikeFinding | typeof LINKS_WANTED | null;

/**
 * Whose sign-in a page that asks for a secret says it is, against the host it is on: the brand
 * its title, logo, headings, favicon, the images it loads from a brand's servers, the address it
 * gives as its own and the links it mostly leads to name, when one brand stands out and the host
 * is none of its domains. A page whose title, a heading or a logo names its own host's name
 * claims to be itself (a shop's sign-in with a "Pay with PayPal" button);
 * "Sign in with Google" buttons are not read (content/claim-signals.ts leaves pictures in worded
 * buttons and links out, and never reads their text). Null when nothing is claimed, or the claim
 * is the host's own; LINKS_WANTED when the page sent no links and they could decide it.
 */
export function judgePageClaim(
  index: BrandIndex,
  host: string,
  signals: ClaimSignals,
): ClaimJudgement {
  const parsed = parse(host, { allowPrivateDomains: true });
  const ownName = (parsed.domainWithoutSuffix ?? '').replace(/[^a-z0-9]/g, '');
  const scores = new Map<Brand, number>();
  const add = (brands: Iterable<Brand>, weight: number) => {
    for (const brand of brands) scores.set(brand, (scores.get(brand) ?? 0) + weight);
  };
  // The page names its own site beside the brand: `Acme — pay with PayPal`.
  const namesItselfIn = (words: readonly string[]) =>
    ownName.length >= 4 && words.join('').includes(ownName);
  const namesItself = (text: string) => namesItselfIn(wordsOf(text));
  // A page whose title, a heading or a logo names its own site is that site's sign-in, whatever
  // partners it shows (`Acme — Log in`, its logo, a PayPal button below). Not a heading or a
  // logo beside a title that asks for a brand's sign-in or is the brand's name alone (`Log in to
  // your PayPal account`): a kit can write its host's name where no one sees it (an empty
  // picture's alt text, a hidden heading); a title shows in the tab.
  const titleWords = wordsOf(signals.title);
  if (namesItselfIn(titleWords)) return null;
  const titled = brandsTitled(index, signals.title);
  const asksInTitle = titled.size > 0 && (titleWords.length <= 3 || asksIn(titleWords));
  if (!asksInTitle && [...signals.headings, ...signals.logos].some(namesItself)) return null;
  add(titled, WEIGHT.title);
  // Each brand once per kind of sign: ten headings naming it are one heading.
  const once = (named: readonly Set<Brand>[], weight: number) =>
    add(new Set(named.flatMap((brands) => [...brands])), weight);
  const read = (texts: readonly string[]) => texts.map((text) => brandsNamed(index, text));
  const headed = read(signals.headings);
  once(headed, WEIGHT.heading);
  // A heading that asks for the brand's sign-in says it outright (`Facebook Security Check.
  // Please Verify It's You.`), as a title does; not one that offers another way in (`Sign in
  // with Google`).
  once(
    headed.filter((named, at) => named.size > 0 && asksForBrandIn(wordsOf(signals.headings[at]!))),
    WEIGHT.title - WEIGHT.heading,
  );
  // The first picture is the header's logo, unless the pictures name several brands (a row of
  // the cards a shop takes): then each is one lesser sign.
  const pictured = read(signals.logos);
  const header = pictured[0] ?? new Set<Brand>();
  const rivals = new Set(pictured.flatMap((named) => [...named])).size > header.size;
  if (!rivals) add(header, WEIGHT.firstLogo);
  once(
    pictured.filter((_, at) => rivals || at > 0),
    WEIGHT.logo,
  );
  once(read(signals.icon ? [signals.icon] : []), WEIGHT.icon);
  add(claimableBrandsAt(index, signals.imageHosts), WEIGHT.image);
  // The page gives a brand's site as its own address (its canonical link, `og:url`), or its
  // secret's form is sent there: a copy saved or fetched from the brand's page keeps them (a kit
  // takes the secret by script and leaves the form as copied), and a site gives its own. Outright,
  // but for the brands whose sign-in organisations serve as their own, where it is a lesser sign.
  const { homeHosts = [], sendsTo } = signals;
  for (const brand of claimableBrandsAt(index, sendsTo ? [...homeHosts, sendsTo] : homeHosts))
    add([brand], SIGN_IN_SERVED_FOR_OTHERS.has(brand.domains[0]!) ? WEIGHT.home : CLAIMED);
  // Most of its links lead to one brand's sites: a page copied from the brand's keeps the links
  // to its help, terms and privacy pages.
  const { linkHosts } = signals;
  const linked = new Map<Brand, string[]>();
  for (const linkHost of linkHosts ?? []) {
    const brand = claimableBrandAt(index, linkHost);
    if (brand) addTo(linked, brand, linkHost);
  }
  const elsewhere = linkHosts?.length ?? 0;
  for (const [brand, hosts] of linked) {
    if (hosts.length < LINKED || hosts.length * 2 <= elsewhere) continue;
    const alone =
      hosts.length >= LINKED_ALONE.addresses &&
      new Set(hosts).size >= LINKED_ALONE.hosts &&
      hosts.length * 3 >= elsewhere * 2 &&
      !SIGN_IN_SERVED_FOR_OTHERS.has(brand.domains[0]!);
    add([brand], alone ? CLAIMED : WEIGHT.links);
  }

  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  // No claim yet: the page's links may make one, as a lesser sign's second, or alone on a page
  // whose title says nothing but that it asks (`Passwort ändern`, `Регистрация`), as a copy of
  // a brand's page that does not name it does. The page reads them only when asked, so a page
  // with a title of its own pays nothing for them.
  if (!best || best[1] < CLAIMED)
    return linkHosts === undefined && (best || onlyAsks(signals.title)) ? LINKS_WANTED : null;
  // Several brands claimed as strongly (a shop's card logos, a comparison of banks): no one
  // claim. A brand a heading names beside the title's (a streaming site's games) is no rival.
  if (second && second[1] >= CLAIMED && second[1] * 2 > best[1]) return null;
  const [brand] = best;
  if (isBrandsOwn(brand, host)) return null;
  return { imitates: brand.domains[0]!, reason: 'page-claim', claim: brand.name };
}
