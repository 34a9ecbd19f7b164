import { readFileSync } from 'node:fs';
import { indexBrands } from '../../utils/lookalike/brands';
import { BUNDLED_LISTS } from '../../utils/lookalike/bundled';
import { createSenderJudge, type SenderJudge } from '../../utils/lookalike/sender';

/** The sender check with the bundled brand and free-mail lists, as the extension builds it. */
export function bundledSenderJudge(): SenderJudge {
  const { brands } = BUNDLED_LISTS;
  return createSenderJudge(indexBrands(brands), {
    domains: new Set(brands.freeMailDomains.split(' ')),
    labels: new Set(brands.freeMailLabels.split(' ')),
  });
}

const senders = (file: string) =>
  readFileSync(`tests/fixtures/mail/${file}`, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name = '', address = ''] = line.split('\t');
      return { name, address };
    });

/**
 * The sender lines of public mail corpora (tests/fixtures/mail/SOURCES.md): the share of each
 * the name/address check flags, by reason, with examples of what went each way. `heldOut` is a
 * phishing corpus the rules were never written against.
 */
export function measureSenders(judge: SenderJudge = bundledSenderJudge()) {
  const measure = (file: string) => {
    const lines = senders(file);
    const named = lines.filter((line) => line.name.trim() !== '');
    const byReason: Record<string, number> = {};
    const flagged: string[] = [];
    const passed: string[] = [];
    for (const { name, address } of named) {
      const finding = judge.judge(name, address);
      if (finding) {
        byReason[finding.reason] = (byReason[finding.reason] ?? 0) + 1;
        flagged.push(`${name} <${address}> → ${finding.claim ?? finding.imitates}`);
      } else passed.push(`${name} <${address}>`);
    }
    return {
      total: lines.length,
      named: named.length,
      flagged: flagged.length,
      share: flagged.length / lines.length,
      byReason,
      flaggedExamples: flagged.slice(0, 40),
      passedExamples: passed.slice(0, 40),
    };
  };
  return {
    phishing: measure('phishing-senders.tsv'),
    // Never read while the rules were written: what they do on phishing nobody here looked at.
    heldOut: measure('phishing-senders-held-out.tsv'),
    legit: measure('legit-senders.tsv'),
  };
}
