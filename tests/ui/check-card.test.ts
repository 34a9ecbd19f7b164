import { describe, expect, it, vi } from 'vitest';
import { describeVerdict } from '@/utils/lookup/describe-verdict';
import type { Verdict } from '@/utils/lookup/verdict';
import type { CheckReport } from '@/utils/page-messages';
import { showCheckCard } from '@/utils/ui/check-card';
import { pageAttributes } from '@/utils/ui/page-names';

const hostile: Verdict = {
  kind: 'risky',
  value: 'hostile-strings-test.net',
  valueKind: 'domain',
  type: 'domain',
  level: '<img src=x onerror=alert(1)>',
  severity: 3,
  knownLevel: false,
  score: 61,
  reports: 5,
  status: `<b>bold</b> ${'very long status '.repeat(20)}`,
  lastUpdated: '2026-10-30T14:05:09.123Z',
};

describe('describeVerdict', () => {
  it('never words "no record" as safe', () => {
    const text = describeVerdict({
      kind: 'no-record',
      value: 'x.com',
      valueKind: 'domain',
      message: 'None.',
    });
    expect(text.headline).toBe('No public scam reports. That does not prove it is safe.');
    expect(text.headline).not.toMatch(/\bis safe\b(?!\.)/);
  });

  it('says a sender at a host with no domain has none', () => {
    const text = describeVerdict({
      kind: 'risky',
      value: 'contato@correios',
      valueKind: 'email',
      type: 'lookalike',
      level: 'LOOK-ALIKE',
      severity: 2,
      knownLevel: true,
      score: 0,
      reports: 0,
      status: 'unreported',
      lastUpdated: '',
      lookalike: { imitates: 'correios.com.br', reason: 'sender-no-domain', claim: 'Correios' },
    });
    expect(text.headline).toBe('Says it is Correios — the address has no real domain (correios)');
  });

  it('says how long to wait when the engine is backing off', () => {
    const text = describeVerdict({
      kind: 'unavailable',
      value: 'x.com',
      failure: { kind: 'backing-off', retryAfterMs: 90_000 },
    });
    expect(text.headline).toContain('Linkwise will check again in 2 minutes.');
  });
});

describe('showCheckCard', () => {
  const report: CheckReport = { subject: 'Call +1 800 555 0199 <script>', verdicts: [hostile] };

  it('shows hostile strings as text, in a closed shadow root, without touching the page', () => {
    document.body.innerHTML = '<p id="page">Page text</p>';
    const before = document.body.firstElementChild?.outerHTML;
    const attachShadow = vi.spyOn(Element.prototype, 'attachShadow');
    const { host } = showCheckCard(document, report, { x: 10, y: 20 });
    const root = attachShadow.mock.results[0]?.value as ShadowRoot;
    attachShadow.mockRestore();
    expect(document.body.firstElementChild?.outerHTML).toBe(before);
    expect(host.getAttribute(pageAttributes().check)).toBe('risky:<img src=x onerror=alert(1)>');
    expect(root.querySelector('img, b, script')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(root.textContent).toContain('Linkwise check: “Call +1 800 555 0199 <script>”');
    expect(root.querySelector('[role="dialog"]')?.getAttribute('aria-labelledby')).toBe(
      'card-title',
    );
  });

  it("a message's card reads its summary first and lists what is not checked yet", () => {
    document.body.innerHTML = '';
    const attachShadow = vi.spyOn(Element.prototype, 'attachShadow');
    showCheckCard(
      document,
      {
        subject: 'a long message',
        verdicts: [hostile],
        summary: '1 of 3 is a reported scam. 2 are not checked yet.',
        notChecked: ['a.example.com', 'b.example.com'],
      },
      { x: 10, y: 20 },
    );
    const root = attachShadow.mock.results[0]?.value as ShadowRoot;
    attachShadow.mockRestore();
    const card = root.querySelector('[role="dialog"]')!;
    const summary = root.getElementById('card-summary');
    expect(card.getAttribute('aria-describedby')).toBe('card-summary');
    expect(summary?.textContent).toBe('1 of 3 is a reported scam. 2 are not checked yet.');
    expect([...root.querySelectorAll('.waiting li')].map((li) => li.textContent)).toEqual([
      'a.example.com',
      'b.example.com',
    ]);
    expect(root.querySelector('.waiting')?.textContent).toContain('Not checked yet');
  });

  it('shows the host a QR code leads to in bold, and the rest of the note as text', () => {
    document.body.innerHTML = '';
    const attachShadow = vi.spyOn(Element.prototype, 'attachShadow');
    showCheckCard(
      document,
      {
        subject: 'QR code',
        verdicts: [],
        notes: [
          'This QR code holds a web address: HTTPS://Parcel-Fee.top/<b>pay</b>',
          'This QR code holds text: parcel-fee.top',
        ],
        emphasis: ['parcel-fee.top', ''],
      },
      { x: 0, y: 0 },
    );
    const root = attachShadow.mock.results[0]?.value as ShadowRoot;
    attachShadow.mockRestore();
    const notes = [...root.querySelectorAll('.note')];
    expect(notes.map((note) => note.querySelector('strong')?.textContent ?? null)).toEqual([
      'Parcel-Fee.top',
      null,
    ]);
    expect(notes[0]?.textContent).toBe(
      'This QR code holds a web address: HTTPS://Parcel-Fee.top/<b>pay</b>',
    );
    expect(root.querySelector('b')).toBeNull();
  });

  it('closes on Escape and gives focus back', () => {
    document.body.innerHTML = '<button id="before">before</button>';
    const before = document.getElementById('before')!;
    before.focus();
    const { host } = showCheckCard(
      document,
      { subject: 'hello', verdicts: [], refusal: 'Select a phone number.' },
      { x: 0, y: 0 },
    );
    expect(host.isConnected).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(host.isConnected).toBe(false);
    expect(document.activeElement).toBe(before);
  });

  it('keeps one card at a time', () => {
    showCheckCard(document, { subject: 'a', verdicts: [] }, { x: 0, y: 0 });
    showCheckCard(document, { subject: 'b', verdicts: [] }, { x: 0, y: 0 });
    expect(document.querySelectorAll(`[${pageAttributes().check}]`)).toHaveLength(1);
  });
});
