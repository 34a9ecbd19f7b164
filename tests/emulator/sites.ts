import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { sendText } from './http-utils';
import { PAGE_KINDS, type PageKind, realisticPage } from './realistic-page';

/** One request a "site" received: what the scam site's own server would have seen. */
export interface SiteRequest {
  time: number;
  host: string;
  path: string;
}

const sitePage = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/sites/${name}.html`, import.meta.url)), 'utf8');
const LOGIN_PAGE = sitePage('login');
/** /typing: a sign-in page that records every key, input and value its own scripts can see. */
const TYPING_PAGE = sitePage('typing');
/**
 * /password: a sign-in page that wants a password (every event, a poll, a beacon per key, its
 * form posted to /signed-in); /password-field: its password field alone, for a frame.
 */
const PAGES: Record<string, string> = {
  '/typing': TYPING_PAGE,
  '/password': sitePage('password'),
  '/password-field': sitePage('password-field'),
  '/signed-in': '<!doctype html><title>Signed in</title><h1>Welcome back</h1>',
};

/**
 * The host a request is addressed to when it is not the emulator itself: the browsers in the
 * tests resolve site names (`*.top`) to the emulator (Chromium's host-resolver rules, Firefox's
 * PAC proxy), so one server can stand in for every scam site.
 */
export function foreignHost(req: IncomingMessage): string | null {
  const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  return host && host !== '127.0.0.1' && host !== 'localhost' ? host : null;
}

/**
 * Serves a site's page (a login form, as phishing pages have; or, under /browse/, a page shaped
 * like a real one) and logs the request. `?delay=ms` makes the site answer slowly, like a real
 * server far away (at most 5 s).
 */
export async function serveSite(
  res: ServerResponse,
  host: string,
  url: URL,
  log: SiteRequest[],
): Promise<void> {
  log.push({ time: Date.now(), host, path: url.pathname + url.search });
  const delay = Math.min(5_000, Math.max(0, Number(url.searchParams.get('delay')) || 0));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  if (url.pathname === '/favicon.ico') return sendText(res, 404, 'text/plain', '');
  // /browse/<news|reference|shop>/<n>: a page shaped like a real one (the browsing benchmark).
  const browse = /^\/browse\/([a-z]+)\/(\d+)$/.exec(url.pathname);
  if (browse && PAGE_KINDS.includes(browse[1] as PageKind)) {
    const page = realisticPage(browse[1] as PageKind, Number(browse[2]), host);
    return sendText(res, 200, 'text/html; charset=utf-8', page);
  }
  // A beacon is logged above and answered with nothing.
  if (url.pathname === '/beacon') return sendText(res, 204, 'text/plain', '');
  sendText(res, 200, 'text/html; charset=utf-8', PAGES[url.pathname] ?? LOGIN_PAGE);
}
