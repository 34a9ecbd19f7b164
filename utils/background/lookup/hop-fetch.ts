import type { HopAnswer } from '../../links/reveal';

/**
 * One request to a shortener, not following its redirect. `fetch` with `redirect: 'manual'`
 * hands back an opaque redirect without its Location (the Fetch standard hides it from
 * scripts), so the status and Location are read from the response's headers as the browser
 * receives them (`webRequest.onHeadersReceived`, which sees this extension's own requests).
 * No cookies or credentials go with it, nothing is stored from it, and no referrer is sent.
 */

/** A shortener that does not answer within this long is reported unreachable. */
const HOP_TIMEOUT_MS = 8_000;
/** How long the headers' event may trail the settled fetch (measured: well under 100 ms). */
const EVENT_WAIT_MS = 2_000;

export async function fetchHop(url: string): Promise<HopAnswer> {
  const parsed = new URL(url);
  // What goes on the wire (and what webRequest reports) has no fragment.
  parsed.hash = '';
  const target = parsed.href;
  let seen: HopAnswer | null = null;
  let heard: (answer: HopAnswer) => void = () => undefined;
  const headersSeen = new Promise<HopAnswer>((resolve) => {
    heard = resolve;
  });
  const listener = (details: {
    url: string;
    tabId: number;
    statusCode: number;
    responseHeaders?: Array<{ name: string; value?: string }>;
  }): undefined => {
    if (details.tabId !== -1 || details.url !== target || seen) return;
    const location = details.responseHeaders?.find((h) => h.name.toLowerCase() === 'location');
    seen = { status: details.statusCode, location: location?.value ?? null };
    heard(seen);
  };
  // Every web address, matched exactly below: Firefox's patterns take no port.
  browser.webRequest.onHeadersReceived.addListener(
    listener,
    { urls: ['http://*/*', 'https://*/*'] },
    ['responseHeaders'],
  );
  try {
    const response = await fetch(target, {
      redirect: 'manual',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(HOP_TIMEOUT_MS),
    });
    // The body is never read: only where the shortener sends people matters.
    await response.body?.cancel().catch(() => undefined);
    // A browser that shows the redirect itself (not an opaque one) answers directly.
    if (response.type !== 'opaqueredirect') {
      return seen ?? { status: response.status, location: response.headers.get('location') };
    }
    // The event may reach this worker after the fetch has settled: wait for it, briefly.
    const late = new Promise<HopAnswer>((resolve) =>
      setTimeout(() => resolve({ status: 0, location: null }), EVENT_WAIT_MS),
    );
    return seen ?? (await Promise.race([headersSeen, late]));
  } finally {
    browser.webRequest.onHeadersReceived.removeListener(listener);
  }
}
