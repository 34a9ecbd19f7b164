/**
 * Link wrappers: services that rewrite every link in a mail or message so a click goes through
 * them first, with the real destination written inside the wrapper's own address. Each entry
 * says how that destination is written, after the public document or decoder it follows
 * (tests/links/SOURCES.md lists them with the examples the tests use). Reading one sends
 * nothing anywhere: it is string work on the address the page already holds.
 */
export interface WrapperFormat {
  /** What people know it as; shown as "via <name>". */
  name: string;
  /** Whether a host (lower case) is one of the wrapper's. */
  owns: (host: string) => boolean;
  /** The destination as written inside (a URL, perhaps encoded), or null when it cannot be read. */
  inner: (url: URL) => string | null;
}

/** Exact names, or `.suffix` for every host under it. */
const hosts =
  (...names: string[]) =>
  (host: string): boolean =>
    names.some((name) => (name.startsWith('.') ? host.endsWith(name) : host === name));

const param =
  (...names: string[]) =>
  (url: URL): string | null => {
    for (const name of names) {
      const value = url.searchParams.get(name);
      if (value) return value;
    }
    return null;
  };

const pathIs =
  (path: RegExp, read: (url: URL) => string | null) =>
  (url: URL): string | null =>
    path.test(url.pathname) ? read(url) : null;

/** Proofpoint URL Defense v2: `u=` with `-XX` for `%XX` and `_` for `/` (Proofpoint's decoder). */
function proofpointV2(url: URL): string | null {
  const written = url.searchParams.get('u');
  if (!written) return null;
  try {
    return decodeURIComponent(written.replace(/-/g, '%').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

/** The run lengths v3 writes after `**`: A is 2, B 3, … (Proofpoint's decoder, `run_mapping`). */
const V3_RUNS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Proofpoint URL Defense v3: `/v3/__<url>__;<base64url of the characters taken out>!!…`; each
 * `*` in the URL stands for the next character taken out, `**X` for a run of them.
 */
function proofpointV3(url: URL): string | null {
  const match = /^\/v3\/__(.+?)__;([A-Za-z0-9_-]*)!/.exec(url.pathname + url.search);
  if (!match) return null;
  let taken: string[];
  let written: string;
  try {
    written = decodeURIComponent(match[1]!);
    const base64 = match[2]!.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) =>
      c.charCodeAt(0),
    );
    taken = [...new TextDecoder('utf-8', { fatal: true }).decode(bytes)];
  } catch {
    return null;
  }
  let next = 0;
  let failed = false;
  const restored = written.replace(/\*\*(.)|\*/g, (_, run: string | undefined) => {
    const length = run === undefined ? 1 : V3_RUNS.indexOf(run) + 2;
    if (length < 2 && run !== undefined) failed = true;
    const part = taken.slice(next, next + length);
    if (part.length < length) failed = true;
    next += length;
    return part.join('');
  });
  return failed ? null : restored;
}

/** Barracuda Link Protection: `a=` holds the URL (Barracuda's documented rewrite). */
const barracuda = param('a');

export const WRAPPER_FORMATS: readonly WrapperFormat[] = [
  {
    name: 'Microsoft Safe Links',
    owns: hosts('.safelinks.protection.outlook.com', '.safelinks.protection.office365.us'),
    inner: param('url'),
  },
  {
    name: 'Proofpoint',
    owns: hosts('urldefense.proofpoint.com', 'urldefense.com'),
    inner: (url) =>
      url.pathname.startsWith('/v1/')
        ? param('u')(url)
        : url.pathname.startsWith('/v2/')
          ? proofpointV2(url)
          : url.pathname.startsWith('/v3/')
            ? proofpointV3(url)
            : null,
  },
  { name: 'Barracuda', owns: hosts('linkprotect.cudasvc.com'), inner: barracuda },
  {
    name: 'Google',
    // google.com, www.google.de, google.co.uk…: Google's own country domains.
    owns: (host) => /^(www\.)?google\.(com?\.)?[a-z]{2,3}$/.test(host),
    inner: pathIs(/^\/url$/, param('q', 'url')),
  },
  {
    name: 'Facebook',
    owns: hosts('l.facebook.com', 'lm.facebook.com', 'l.messenger.com'),
    inner: pathIs(/^\/l\.php$/, param('u')),
  },
  { name: 'Instagram', owns: hosts('l.instagram.com'), inner: param('u') },
  {
    name: 'YouTube',
    owns: hosts('www.youtube.com', 'youtube.com', 'm.youtube.com'),
    inner: pathIs(/^\/redirect$/, param('q')),
  },
  {
    name: 'LinkedIn',
    owns: hosts('www.linkedin.com', 'linkedin.com'),
    inner: pathIs(/^\/(redir\/redirect|safety\/go)\/?$/, param('url')),
  },
  { name: 'Slack', owns: hosts('slack-redir.net'), inner: pathIs(/^\/link$/, param('url')) },
  {
    name: 'Steam',
    owns: hosts('steamcommunity.com'),
    inner: pathIs(/^\/linkfilter\/?$/, param('u', 'url')),
  },
  { name: 'Reddit', owns: hosts('out.reddit.com'), inner: param('url') },
  { name: 'VK', owns: hosts('vk.com', 'm.vk.com'), inner: pathIs(/^\/away\.php$/, param('to')) },
];
