import { readdirSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:https';
import { type AddressInfo, connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { selfSignedCertificate } from './real-pages';

/**
 * Real sites' sign-in and sign-up pages (tests/fixtures/sign-in-pages, SOURCES.md there), each
 * served over https under its own name: `host.html` at https://host/, `host--signup.html` at
 * https://host/signup. Any host's /password is the test's own sign-in page
 * (tests/fixtures/sites/password.html), for a password signed in with on a brand's own site.
 */
export const SIGN_IN_PAGES_DIR = fileURLToPath(
  new URL('../fixtures/sign-in-pages/', import.meta.url),
);
const OWN_SIGN_IN = readFileSync(
  fileURLToPath(new URL('../fixtures/sites/password.html', import.meta.url)),
);

export interface SignInPage {
  file: string;
  host: string;
  url: string;
  signUp: boolean;
}

/** Every page, sign-ins first, in file-name order. */
export function signInPages(): SignInPage[] {
  return readdirSync(SIGN_IN_PAGES_DIR)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const [host, name] = file.slice(0, -'.html'.length).split('--');
      return { file, host: host!, url: `https://${host}/${name ?? ''}`, signUp: name === 'signup' };
    })
    .sort((a, b) => Number(a.signUp) - Number(b.signUp));
}

/**
 * The pages over https on 127.0.0.1 (a throwaway certificate the browsers are told to accept),
 * and a proxy beside it that tunnels every https connection there (Firefox reaches hosts through
 * a proxy; Chromium maps their names with `signInPageFlags`).
 */
export async function startSignInPageServer({ fineClock = false } = {}) {
  // Cross-origin isolated, a page's clock (and its content scripts') reads to 5 µs, not 100 µs
  // with jitter: what the claims bench needs to time a piece of work well under a millisecond.
  const isolation: Record<string, string> = fineClock
    ? {
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'credentialless',
      }
    : {};
  const byAddress = new Map(signInPages().map((page) => [page.url, page]));
  const server = createServer(selfSignedCertificate(), (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const path = (req.url ?? '/').split('?')[0];
    const page = byAddress.get(`https://${host}${path}`);
    // The test's sign-in page posts its form to /signed-in.
    if (path === '/signed-in') {
      req.resume();
      return void req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>Signed in</title><h1>Welcome back</h1>');
      });
    }
    const body =
      path === '/password'
        ? OWN_SIGN_IN
        : page
          ? readFileSync(join(SIGN_IN_PAGES_DIR, page.file))
          : null;
    if (!body || req.method !== 'GET') {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return void res.end();
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...isolation });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy = createHttpServer((_req, res) => {
    res.writeHead(404);
    res.end();
  });
  /** Tunnels, which a server no longer counts as its connections once taken over. */
  const tunnels = new Set<{ destroy(): void }>();
  proxy.on('connect', (_req, client, head) => {
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    for (const socket of [client, upstream]) {
      tunnels.add(socket);
      socket.on('close', () => tunnels.delete(socket));
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;
  return {
    port,
    proxyPort,
    close: async () => {
      for (const socket of tunnels) socket.destroy();
      server.closeAllConnections();
      proxy.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => server.close(resolve)),
        new Promise((resolve) => proxy.close(resolve)),
      ]);
    },
  };
}

/** Chromium: every host name to the pages' server (the emulator is reached by its address). */
export const signInPageFlags = (port: number) => [
  `--host-resolver-rules=MAP * 127.0.0.1:${port}, EXCLUDE 127.0.0.1`,
  '--ignore-certificate-errors',
];
