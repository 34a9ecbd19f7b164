import { describe, expect, it, vi } from 'vitest';
import { collectLinkTargets, markRisky, RISK_ATTRIBUTE } from '@/utils/scan/link-targets';

/** The test window's own document, at a real-looking address so relative links resolve. */
function page(html: string): Document {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    'https://news.example/articles/1',
  );
  document.body.innerHTML = html;
  return document;
}

describe('collectLinkTargets', () => {
  const fixture = `
    <a href="https://Scam.example/login?x=1">a</a>
    <a href="http://scam.example/other">b</a>
    <a href="/local">own host</a>
    <a href="https://news.example/about">own host, absolute</a>
    <a href="javascript:alert(1)">script</a>
    <a href="data:text/html,hi">data</a>
    <a href="mailto:x@example.com">mail</a>
    <a>no href</a>
    <map><area href="https://map.example/" alt="area"></map>
  `;

  it('groups http(s) links by hostname and skips the own host and other schemes', () => {
    const doc = page(fixture);
    const targets = collectLinkTargets(doc, 'news.example');
    expect([...targets.keys()]).toEqual(['scam.example', 'map.example']);
    expect(targets.get('scam.example')?.map((a) => a.textContent)).toEqual(['a', 'b']);
  });

  it('only reads: scanning writes nothing to the page', () => {
    const doc = page(fixture);
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    const before = doc.body.innerHTML;
    collectLinkTargets(doc, 'news.example');
    expect(setAttribute).not.toHaveBeenCalled();
    expect(doc.body.innerHTML).toBe(before);
    setAttribute.mockRestore();
  });
});

describe('markRisky', () => {
  it('writes exactly one attribute per risky element, and nothing when already marked', () => {
    const doc = page(
      '<a href="https://a.example">1</a><a href="https://a.example">2</a><a href="https://b.example">3</a>',
    );
    const risky = collectLinkTargets(doc, 'news.example').get('a.example') ?? [];
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    expect(markRisky(risky, 'CRITICAL')).toBe(2);
    expect(markRisky(risky, 'CRITICAL')).toBe(0);
    expect(setAttribute).toHaveBeenCalledTimes(2);
    setAttribute.mockRestore();
    expect(doc.querySelectorAll(`[${RISK_ATTRIBUTE}="CRITICAL"]`)).toHaveLength(2);
    expect(doc.querySelectorAll(`[${RISK_ATTRIBUTE}]`)).toHaveLength(2);
  });
});
