/**
 * Draws what real sign-in pages show of whose they are (tests/fixtures/lookalike/SOURCES.md,
 * "sign-in-claims"), from a snapshot of Mozilla's Fathom login-form samples (the
 * 1rneh/fathom-login-forms fork): each page saved from a real site with its password field
 * labelled, kept under the host it was saved from (tests/passwords/saved-page.ts), parsed inert,
 * its images and icons given back the addresses they were saved from, and read by the very code
 * the content script runs (utils/content/claim-signals.ts). Only those signals are written, one
 * JSON line a page, never the page:
 *
 *   npx tsx tests/lookalike/sources/draw-sign-in-claims.ts <snapshot git dir>
 *
 * `lockwise-proof-of-concept/samples/training` and `validation` → `sign-in-claims-read.jsonl`
 * (may be read to find misses); `positive/unused` → `sign-in-claims-sealed.jsonl` (measured,
 * never opened: the draw prints only counts); the sign-up pages of `new-password/samples`
 * (`training`, `validation`, `testing`) → `sign-in-claims-sign-ups.jsonl` (read: sites' own
 * pages that ask for a new password, for false alarms). One page a site, in any set.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parse } from 'tldts';
import { firstSecretField, readClaimPage } from '../../../utils/content/claim-signals';
import { signalsOfPage } from '../../../utils/lookalike/claim-page';
import { hostOf, inertWindow } from '../../passwords/saved-page';
import { readClaimSignals } from '../read-claim';

const [gitDir] = process.argv.slice(2);
if (!gitDir) throw new Error('usage: draw-sign-in-claims.ts <snapshot git dir>');
const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 1 << 28 }).toString();
const OUT = 'tests/fixtures/lookalike';
const ROOT = 'lockwise-proof-of-concept/samples';
const SIGN_UPS = 'new-password/samples';

function signalsOf(html: string, host: string) {
  const window = inertWindow(html, `https://${host}/`);
  const { document } = window;
  // The addresses the page's pictures were saved from, as the browser saw them.
  for (const element of document.querySelectorAll('[data-original-src]'))
    element.setAttribute('src', element.getAttribute('data-original-src') ?? '');
  for (const element of document.querySelectorAll('link[data-original-href]'))
    element.setAttribute('href', element.getAttribute('data-original-href') ?? '');
  const field = firstSecretField(document as unknown as Document);
  const doc = document as unknown as Document;
  const signals = field ? readClaimSignals(doc, field) : null;
  // The addresses the page gives as its own and where its form sends the secret, its own host
  // kept: a copy moved elsewhere keeps them, and the measure drops the host a page is judged on,
  // as the background does (measure-claims.ts claimAsAsked).
  const raw = field ? signalsOfPage(readClaimPage(doc, field), '') : undefined;
  if (signals && raw?.homeHosts) signals.homeHosts = raw.homeHosts;
  if (signals && raw?.sendsTo) signals.sendsTo = raw.sendsTo;
  void window.happyDOM.close();
  return signals;
}

/** Sites drawn already: one page a site, in either set. */
const sites = new Set<string>();

function draw(folders: string[], root = ROOT, field = 'password') {
  const rows: string[] = [];
  for (const folder of folders) {
    const names = git('ls-tree', '--name-only', 'HEAD', `${root}/${folder}/`)
      .split('\n')
      .filter((path) => path.endsWith('.html'))
      .sort();
    for (const sample of names) {
      let html: string;
      try {
        html = git('show', `HEAD:${sample}`);
      } catch {
        continue; // Listed but absent from the snapshot (its largest files may be).
      }
      if (!new RegExp(`<input[^>]+data-fathom="${field}"`).test(html)) continue;
      const host = hostOf(html, field);
      const site = host ? parse(host).domain : null;
      if (!host || !site || sites.has(site)) continue;
      const signals = signalsOf(html, host);
      if (!signals) continue;
      sites.add(site);
      rows.push(JSON.stringify({ sample: sample.slice(root.length + 1), host, signals }));
    }
  }
  return rows;
}

const commit = git('rev-parse', 'HEAD').trim();
for (const [name, folders, root, field] of [
  ['read', ['training', 'validation'], ROOT, 'password'],
  ['sealed', ['positive/unused'], ROOT, 'password'],
  ['sign-ups', ['training', 'validation', 'testing'], SIGN_UPS, 'new'],
] as const) {
  const rows = draw([...folders], root, field);
  const header = JSON.stringify({
    drawnBy: 'tests/lookalike/sources/draw-sign-in-claims.ts',
    from: `1rneh/fathom-login-forms@${commit}`,
    set: name === 'sealed' ? 'sealed: measured, never opened' : 'read: may be read to find misses',
  });
  writeFileSync(`${OUT}/sign-in-claims-${name}.jsonl`, `${[header, ...rows].join('\n')}\n`);
  console.log(`${name}: ${rows.length} sign-in pages`);
}
