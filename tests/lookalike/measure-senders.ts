import { readFileSync } from 'node:fs';
import { indexBrands } from '../../utils/lookalike/brands';
import { BUNDLED_LISTS } from '../../utils/lookalike/bundled';
import type { LookalikeJudge } from '../../utils/lookalike/judge';
import { createSenderJudge, type SenderJudge } from '../../utils/lookalike/sender';
import { bundledJudge } from './measure';

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
 * phishing corpus the rules were never written against. `markedShare`: the share a page marks,
 * where the address's own domain is judged by the look-alike check too (`LEDGER
 * <info@updates-ledger.com>`: the sender check leaves a domain carrying the brand to it).
 */
export function measureSenders(
  judge: SenderJudge = bundledSenderJudge(),
  sites: LookalikeJudge = bundledJudge(),
) {
  const measure = (file: string) => {
    const lines = senders(file);
    const named = lines.filter((line) => line.name.trim() !== '');
    const byReason: Record<string, number> = {};
    const flagged: string[] = [];
    const passed: string[] = [];
    let marked = 0;
    for (const { name, address } of lines) {
      const finding = name.trim() ? judge.judge(name, address) : null;
      if (finding || (address.includes('@') && sites.judge(address))) marked++;
      if (!name.trim()) continue;
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
      markedShare: marked / lines.length,
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
