import { DEMO_RECORDS } from './dataset';

export interface GeneratedPageOptions {
  links: number;
  hosts: number;
  emails: number;
  phones: number;
  /** Extra nesting depth around the content (deep-DOM adversarial case). */
  depth: number;
  /** Name of the harmless hosts (`<prefix>-N.example.com`), so a test can use hosts no cache holds. */
  prefix?: string;
  /** Height of each link's row in px (0: as tall as its text): a long page with few links. */
  gap?: number;
}

const RISKY_DOMAINS = Object.entries(DEMO_RECORDS)
  .filter(([value, record]) => record.type === 'domain' && !value.includes('hostile'))
  .map(([value]) => value);

/**
 * A big page for benchmarks and adversarial tests: `links` links over `hosts` hosts, e-mail
 * addresses and phone numbers in text. About 1 % of each is risky in the emulator's data;
 * the rest have no record. Deterministic, so runs compare.
 */
export function generatedPage(options: GeneratedPageOptions): string {
  const parts: string[] = [];
  for (let i = 0; i < options.links; i++) {
    const hostIndex = i % Math.max(1, options.hosts);
    const host =
      hostIndex % 100 === 0
        ? RISKY_DOMAINS[(hostIndex / 100) % RISKY_DOMAINS.length]
        : `${options.prefix ?? 'site'}-${hostIndex}.example.com`;
    const row = options.gap ? ` style="height:${options.gap}px"` : '';
    parts.push(
      `<li${row}><a id="l${i}" href="https://${host}/page/${i}?ref=${i}">Link ${i}</a></li>`,
    );
  }
  const text: string[] = [];
  for (let i = 0; i < options.emails; i++) {
    text.push(
      i % 100 === 0 ? 'refunds@paypa1-secure-login.com' : `person${i}@mail${i % 50}.example.org`,
    );
  }
  for (let i = 0; i < options.phones; i++) {
    text.push(
      i % 100 === 0
        ? '+1 800 555 0199'
        : `+1 415 555 ${String(1000 + (i % 9000)).padStart(4, '0')}`,
    );
  }
  const paragraphs = [];
  for (let i = 0; i < text.length; i += 10)
    paragraphs.push(`<p>Contact ${text.slice(i, i + 10).join(', ')}.</p>`);
  const open = '<div>'.repeat(options.depth);
  const close = '</div>'.repeat(options.depth);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Generated page</title></head><body>${open}<h1>Generated</h1><ul>${parts.join('')}</ul>${paragraphs.join('')}<p id="end">End of page.</p>${close}</body></html>`;
}
