/**
 * Draws the real sign-in and sign-up pages the password guard's honest-use test signs in on
 * (tests/fixtures/sign-in-pages/SOURCES.md) from a snapshot of Mozilla's Fathom login-form
 * samples (the 1rneh/fathom-login-forms fork): pages saved from real sites, their password fields
 * labelled by the people who saved them (`data-fathom="password"`, `"new"`). Each page is kept
 * under the host it was saved from, found in what the page says of itself (its `og:url`, its
 * canonical address, its form's action, the host most of its saved resources came from); pages
 * whose host cannot be told, and second pages of a site, are left out. Every `<script>` and any
 * `<meta http-equiv="refresh">` is removed, nothing else.
 *
 *   npx tsx tests/passwords/draw-sign-in-pages.ts <snapshot: owner+name/repo> [sign-ins] [sign-ups]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'tldts';
import { hostOf, inert } from './saved-page';

const [gitDir, signIns = '20', signUps = '5'] = process.argv.slice(2);
if (!gitDir)
  throw new Error('usage: draw-sign-in-pages.ts <snapshot git dir> [sign-ins] [sign-ups]');
const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 1 << 28 }).toString();
const OUT = 'tests/fixtures/sign-in-pages';

/** The first `count` pages of `folder` with a labelled `field` and a host of their own, in name order. */
function draw(folder: string, field: string, count: number, filter = (_name: string) => true) {
  const names = git('ls-tree', '--name-only', 'HEAD', `${folder}/`)
    .split('\n')
    .filter((path) => path.endsWith('.html') && filter(path))
    .sort();
  const drawn: Array<{ sample: string; host: string; html: string }> = [];
  const sites = new Set<string>();
  for (const sample of names) {
    if (drawn.length >= count) break;
    const html = git('show', `HEAD:${sample}`);
    if (!new RegExp(`<input[^>]+data-fathom="${field}"`).test(html)) continue;
    const host = hostOf(html, field);
    const site = host ? parse(host).domain : null;
    if (!host || !site || sites.has(site)) continue;
    sites.add(site);
    drawn.push({ sample, host, html: inert(html) });
  }
  return drawn;
}

const commit = git('rev-parse', 'HEAD').trim();
const signInPages = draw('lockwise-proof-of-concept/samples/training', 'password', Number(signIns));
const signUpPages = draw(
  'new-password/samples/testing',
  'new',
  Number(signUps),
  (path) => !path.endsWith('_change.html') && !/n\.html$/.test(path),
);
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const listed: Record<string, string> = {};
for (const { sample, host, html } of signInPages) {
  writeFileSync(join(OUT, `${host}.html`), html);
  listed[`${host}.html`] = sample;
}
for (const { sample, host, html } of signUpPages) {
  writeFileSync(join(OUT, `${host}--signup.html`), html);
  listed[`${host}--signup.html`] = sample;
}
writeFileSync(
  join(OUT, 'samples.json'),
  `${JSON.stringify({ commit, samples: listed }, null, 2)}\n`,
);
console.log(
  `${signInPages.length} sign-in and ${signUpPages.length} sign-up pages into ${OUT} (commit ${commit})`,
);
