import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiRoute, type Fault, type FaultInput, FaultSwitch } from './faults';
import { generatedPage } from './generated-page';
import { serveGuardPage } from './guard-routes';
import { HeldRequests } from './held';
import { CORS_HEADERS, readBody, sendJson, sendText, tryParseJson } from './http-utils';
import { serveQrImage } from './qr-images';
import { qrChartsPage, qrLatePage } from './qr-late';
import { qrDrawnPage, qrGalleryPage, qrMailPage, qrScreenPage } from './qr-pages';
import { REAL_PAGES_DIR } from './real-pages';
import { type EmulatorState, handleLookup, handleShorten, type StoredLink } from './routes';
import { shortLinkHop } from './short-links';
import { foreignHost, type SiteRequest, serveSite } from './sites';

/** One request as the emulator saw it; tests read these to count and inspect traffic. */
export interface LoggedRequest {
  time: number;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: {
    authorization?: string;
    contentType?: string;
    origin?: string;
    userAgent?: string;
    cookie?: string;
    forwardedFor?: string;
    /** Every header's name, to prove what a caller (a relay) did not pass on. */
    names: string[];
  };
  body: unknown;
}

export interface EmulatorOptions {
  port?: number;
  /** Keys accepted as `Authorization: Bearer <key>`. */
  apiKeys?: string[];
  noRecordStatus?: number;
}

export const DEFAULT_API_KEY = 'lw_demo_key_0123456789';

const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/pages/', import.meta.url));
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/**
 * A real HTTP server on 127.0.0.1 that implements both interfaces of the spec, serves fixture
 * pages under /pages/ (the real-page corpus under /real-pages/), redirects created slugs, and can be told to misbehave.
 * Control: GET/DELETE /__emulator/log, POST /__emulator/fault, POST /__emulator/config,
 * POST /__emulator/reset, GET /__emulator/links, GET /__emulator/sites (what "sites" received),
 * GET /__emulator/held (requests the `hold` fault keeps waiting), POST /__emulator/release.
 * Requests addressed to any other host name are that site's: see sites.ts.
 */
export async function startEmulator(options: EmulatorOptions = {}) {
  const state: EmulatorState = {
    apiKeys: new Set(options.apiKeys ?? [DEFAULT_API_KEY]),
    links: new Map<string, StoredLink>(),
    noRecordStatus: options.noRecordStatus ?? 200,
    riskyEvery: 0,
  };
  const faults = new FaultSwitch();
  const held = new HeldRequests();
  const log: LoggedRequest[] = [];
  const sites: SiteRequest[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const site = foreignHost(req);
    // A fixture page served as that site's own (a page of buzzfeed.com linking to its own
    // second domain): what a link is judged against depends on the page it is on.
    if (site && url.pathname.startsWith('/pages/')) return serveFixture(res, url.pathname.slice(7));
    if (site) return serveSite(res, site, url, sites);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      return void res.end();
    }
    if (url.pathname.startsWith('/__emulator/')) return control(req, res, url.pathname);
    if (url.pathname.startsWith('/guards/') && serveGuardPage(req, res, url.pathname)) return;
    if (url.pathname === '/generated/links.html') return serveGenerated(res, url.searchParams);
    if (url.pathname.startsWith('/pages/')) return serveFixture(res, url.pathname.slice(7));
    // The real-page corpus from the emulator's own address (both browsers; its links keep their
    // real hosts): where badges meet real layouts.
    if (url.pathname.startsWith('/real-pages/'))
      return serveFixture(res, url.pathname.slice(12), REAL_PAGES_DIR);
    if (url.pathname === '/qr/mail.html')
      return sendText(
        res,
        200,
        'text/html; charset=utf-8',
        qrMailPage(url.searchParams.get('set')),
      );
    if (url.pathname === '/qr/gallery.html')
      return sendText(res, 200, 'text/html; charset=utf-8', qrGalleryPage());
    if (url.pathname === '/qr/drawn.html')
      return sendText(res, 200, 'text/html; charset=utf-8', qrDrawnPage());
    if (url.pathname === '/qr/late.html')
      return sendText(
        res,
        200,
        'text/html; charset=utf-8',
        qrLatePage(url.searchParams.get('run') ?? '0'),
      );
    if (url.pathname === '/qr/charts.html')
      return sendText(res, 200, 'text/html; charset=utf-8', qrChartsPage());
    if (url.pathname === '/qr/screen.html')
      return sendText(res, 200, 'text/html; charset=utf-8', qrScreenPage());

    const text = req.method === 'POST' ? await readBody(req) : '';
    const headers = {
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      origin: req.headers.origin,
      userAgent: req.headers['user-agent'],
      cookie: req.headers.cookie,
      forwardedFor: [req.headers['x-forwarded-for'] ?? []].flat().join(', ') || undefined,
      names: Object.keys(req.headers).sort(),
    };
    log.push({
      time: Date.now(),
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: tryParseJson(text) ?? text,
    });

    // After the log: the tests see who fetched an image (the page, or the decoder) and how.
    if (/^\/qr\/(code|photo)\./.test(url.pathname))
      return serveQrImage(res, url.pathname, url.searchParams);
    const route: ApiRoute | null =
      url.pathname === '/api/public/shorten' && req.method === 'POST'
        ? 'shorten'
        : url.pathname === '/api/v1/check' && req.method === 'GET'
          ? 'lookup'
          : null;
    if (route) {
      const fault = faults.take(route);
      if (fault?.mode === 'hold')
        await held.hold({ path: url.pathname, q: url.searchParams.get('q'), since: Date.now() });
      else if (fault && (await applyFault(res, fault))) return;
      if (route === 'shorten') return handleShorten(res, state, headers, tryParseJson(text));
      return handleLookup(res, state, url.searchParams.get('q'));
    }
    const hop = req.method === 'GET' ? shortLinkHop(url.pathname) : null;
    if (hop) {
      res.writeHead(hop.status, { Location: hop.location, 'Set-Cookie': 'sid=tracking; Path=/' });
      return void res.end();
    }
    const link = req.method === 'GET' ? state.links.get(url.pathname.slice(1)) : undefined;
    if (link) {
      res.writeHead(302, { Location: link.destination });
      return void res.end();
    }
    if (url.pathname === '/') return serveFixture(res, 'demo.html');
    sendJson(res, 404, { error: 'Not found.' });
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string) {
    const body = tryParseJson(await readBody(req)) as Record<string, unknown> | undefined;
    if (path === '/__emulator/log' && req.method === 'DELETE') log.length = 0;
    if (path === '/__emulator/fault') faults.set((body ?? null) as FaultInput | null);
    if (path === '/__emulator/config' && typeof body?.noRecordStatus === 'number') {
      state.noRecordStatus = body.noRecordStatus;
    }
    if (path === '/__emulator/config' && typeof body?.riskyEvery === 'number') {
      state.riskyEvery = body.riskyEvery;
    }
    if (path === '/__emulator/reset') reset();
    if (path === '/__emulator/links') return sendJson(res, 200, [...state.links.values()]);
    if (path === '/__emulator/sites') return sendJson(res, 200, sites);
    if (path === '/__emulator/held') return sendJson(res, 200, held.list());
    if (path === '/__emulator/release') return sendJson(res, 200, { released: held.releaseAll() });
    sendJson(res, 200, path === '/__emulator/log' ? log : { ok: true });
  }

  function reset(): void {
    log.length = 0;
    sites.length = 0;
    faults.set(null);
    held.releaseAll();
    state.links.clear();
    state.noRecordStatus = options.noRecordStatus ?? 200;
    state.riskyEvery = 0;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log,
    sites,
    state,
    setFault: (fault: FaultInput | null) => faults.set(fault),
    held: () => held.list(),
    release: () => held.releaseAll(),
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        held.releaseAll();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Emulator = Awaited<ReturnType<typeof startEmulator>>;

/** Returns true when the fault answered the request itself. */
async function applyFault(res: ServerResponse, fault: Fault): Promise<boolean> {
  switch (fault.mode) {
    case 'rate-limit':
      sendJson(
        res,
        429,
        { error: 'Too many requests.' },
        fault.retryAfter ? { 'Retry-After': fault.retryAfter } : {},
      );
      return true;
    case 'server-error':
      sendJson(res, 500, { error: 'Internal error.' });
      return true;
    case 'hang':
      return true; // Never answers; closed when the server closes.
    case 'malformed-json':
      sendText(res, 200, 'application/json', '{"query": "trunc');
      return true;
    case 'wrong-shape':
      sendJson(res, 200, { result: 'ok', items: [1, 2, 3] });
      return true;
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      return false;
    case 'hold':
      return false; // Held by the caller until released.
  }
}

function serveGenerated(res: ServerResponse, params: URLSearchParams): void {
  const count = (name: string, fallback: number, max: number) =>
    Math.min(max, Math.max(0, Number(params.get(name) ?? fallback) || 0));
  const html = generatedPage({
    links: count('links', 10_000, 100_000),
    hosts: count('hosts', 2_000, 50_000),
    emails: count('emails', 500, 10_000),
    phones: count('phones', 500, 10_000),
    depth: count('depth', 0, 5_000),
    gap: count('gap', 0, 2_000),
    prefix: /^[a-z][a-z0-9-]{0,30}$/.test(params.get('prefix') ?? '')
      ? (params.get('prefix') ?? undefined)
      : undefined,
  });
  sendText(res, 200, 'text/html; charset=utf-8', html);
}

async function serveFixture(res: ServerResponse, name: string, dir = FIXTURES_DIR): Promise<void> {
  const path = normalize(join(dir, name));
  if (!path.startsWith(dir)) return sendJson(res, 404, { error: 'Not found.' });
  try {
    const body = await readFile(path, 'utf8');
    // Pages named *.csp.html test the strictest policy a page can have.
    const headers: Record<string, string> = path.endsWith('.csp.html')
      ? { 'Content-Security-Policy': "default-src 'none'" }
      : {};
    sendText(res, 200, CONTENT_TYPES[extname(path)] ?? 'text/plain', body, headers);
  } catch {
    sendJson(res, 404, { error: 'Not found.' });
  }
}
