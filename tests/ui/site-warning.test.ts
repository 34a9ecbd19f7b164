import { describe, expect, it, vi } from 'vitest';
import type { RiskyVerdict } from '@/utils/lookup/verdict';
import { buildSiteWarning } from '@/utils/ui/site-warning';

const verdict: RiskyVerdict = {
  kind: 'risky',
  value: 'paypal.com.secure-login.top',
  valueKind: 'domain',
  type: 'domain',
  level: '<b>CRITICAL</b>',
  severity: 4,
  knownLevel: false,
  score: 96,
  reports: 388,
  status: 'verified_scam',
  lastUpdated: '2026-10-30T14:05:09.123Z',
};
const model = {
  host: 'paypal.com.secure-login.top',
  lead: 'paypal.com.',
  registrable: 'secure-login.top',
  verdict,
  framed: false,
};
const actions = () => ({ goBack: vi.fn(), proceed: vi.fn(), trust: vi.fn() });
const button = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === label)!;

describe('the site warning', () => {
  it('says what is known, as text, with the registrable part emphasised', () => {
    const { element, focusTarget } = buildSiteWarning(document, model, actions());
    expect(element.querySelector('.host strong')?.textContent).toBe('secure-login.top');
    expect(element.querySelector('.host .lead')?.textContent).toBe('paypal.com.');
    expect(element.textContent).toContain(
      'Don’t enter passwords, card numbers or codes on this site.',
    );
    expect(element.textContent).toContain('388 reports');
    expect(element.querySelector('b')).toBeNull(); // the level stays text
    expect(focusTarget.textContent).toBe('Go back');
    expect(element.getAttribute('role')).toBe('alertdialog');
  });

  it('continue and trust are a deliberate second step; trust asks first', () => {
    const run = actions();
    const { element } = buildSiteWarning(document, model, run);
    const more = element.querySelector<HTMLElement>('.more')!;
    expect(more.hidden).toBe(true);
    // happy-dom's synthetic events are untrusted, as a page's would be: nothing runs.
    for (const label of ['More options', 'Continue to the site', 'Trust this site…', 'Go back']) {
      button(element, label).click();
    }
    expect(more.hidden).toBe(true);
    expect(run.goBack).not.toHaveBeenCalled();
    expect(run.proceed).not.toHaveBeenCalled();
    expect(run.trust).not.toHaveBeenCalled();
  });

  it('in a frame, shows the warning with no choices a page around it could lure a click on', () => {
    const { element } = buildSiteWarning(document, { ...model, framed: true }, actions());
    expect(element.querySelectorAll('button')).toHaveLength(0);
    expect(element.textContent).toContain('Linkwise stopped this part of the page from loading.');
  });
});
