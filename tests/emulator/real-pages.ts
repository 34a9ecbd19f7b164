import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real-page corpus (tests/fixtures/real-pages, SOURCES.md there): saved pages of real sites,
 * each served under its own name, so "same site" means what it means on the web. A page file
 * is named after its host, with `--name` for a second page of the same site:
 * `www.reddit.com--image.html` is served at https://www.reddit.com/image.
 */
export const REAL_PAGES_DIR = fileURLToPath(new URL('../fixtures/real-pages/', import.meta.url));

export interface RealPage {
  file: string;
  host: string;
  url: string;
}

/** Every page of the corpus, in file-name order (stable across runs). */
export function realPages(): RealPage[] {
  return readdirSync(REAL_PAGES_DIR)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const [host, name] = file.slice(0, -'.html'.length).split('--');
      return { file, host: host!, url: `https://${host}/${name ?? ''}` };
    });
}

/**
 * A throwaway self-signed certificate (openssl, from Debian's base system): the browser is told
 * to accept it, and nothing is written into the repository. Real sites are mostly https, and
 * many are on the browser's HSTS preload list, so plain http would not load them.
 */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'linkwise-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=linkwise-real-pages',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves the corpus over https on 127.0.0.1: a page at its own address, anything else (the
 * pages' images, styles and frames, which were never saved) 404 at once. Chromium reaches it
 * through `realPageFlags`.
 */
export async function startRealPageServer(pages: readonly RealPage[] = realPages()) {
  const byAddress = new Map(pages.map((page) => [page.url, page]));
  const server = createServer(selfSignedCertificate(), (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const page = byAddress.get(`https://${host}${(req.url ?? '/').split('?')[0]}`);
    if (!page || req.method !== 'GET') {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return void res.end();
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(readFileSync(join(REAL_PAGES_DIR, page.file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    pages,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Chromium flags that send every host name to the corpus server (the API emulator is reached
 * by its IP address, which no rule rewrites) and accept its certificate.
 */
export function realPageFlags(port: number): string[] {
  return [
    `--host-resolver-rules=MAP * 127.0.0.1:${port}, EXCLUDE 127.0.0.1`,
    '--ignore-certificate-errors',
  ];
}
