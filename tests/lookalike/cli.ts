/**
 * The look-alike check from the command line, with the extension's own code and lists:
 *
 *   npm run lookalike -- hosts.txt [--protect example.com,partner.example] [--page example.com]
 *
 * Reads hostnames, web addresses or e-mail addresses, one a line (`-` or no file: standard
 * input), and prints one JSON object a line: `{"value", "imitates", "reason"}`, where `imitates`
 * is the registrable domain the name imitates (null when it looks like none) and `reason` its
 * short code (utils/lookalike/reasons.ts). `--protect` adds domains as the organisation's own, as
 * the `ownDomains` and `partnerDomains` policies do; `--page` judges the names as links on that
 * site's pages (a site's own second domain is its own there). Nothing is sent anywhere.
 */
import { readFileSync } from 'node:fs';
import { BUNDLED_LISTS } from '../../utils/lookalike/bundled';
import { createLookalikeJudge } from '../../utils/lookalike/judge';

function hostOf(line: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(line) && URL.canParse(line)) return new URL(line).hostname;
  return line.slice(line.lastIndexOf('@') + 1);
}

const args = process.argv.slice(2);
const protectAt = args.indexOf('--protect');
const organisation =
  protectAt >= 0 ? (args.splice(protectAt, 2)[1] ?? '').split(',').filter(Boolean) : [];
const pageAt = args.indexOf('--page');
const pageSite = pageAt >= 0 ? args.splice(pageAt, 2)[1] : undefined;
const [file = '-'] = args;
const judge = createLookalikeJudge({ ...BUNDLED_LISTS, organisation });
const text = readFileSync(file === '-' ? 0 : file, 'utf8');
for (const line of text.split('\n').map((entry) => entry.trim())) {
  if (!line || line.startsWith('#')) continue;
  const finding = judge.judge(hostOf(line).toLowerCase(), { pageSite });
  console.log(
    JSON.stringify({
      value: line,
      imitates: finding?.imitates ?? null,
      reason: finding?.reason ?? null,
    }),
  );
}
