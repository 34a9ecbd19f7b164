import { sendPageMessage } from '@/utils/content/send';
import type { Verdict } from '@/utils/lookup/verdict';
import type { PageReport } from '@/utils/page-messages';
import { measured } from '@/utils/scan/bench-timing';

const REPORT_DELAY_MS = 300;

type Marks = Pick<PageReport, 'count' | 'items' | 'checked' | 'links'>;

/**
 * What the toolbar badge and the popup show of this page: its own site (from the site guard) and
 * its marks (from page protection), sent by the top frame only, a moment after the last change.
 * One writer per tab, so the badge never mixes two pages' reports.
 */
export function createPageReporter() {
  let site: Verdict | null = null;
  let marks: () => Marks = () => ({ count: 0, items: [], checked: 0, links: 0 });
  let timer: ReturnType<typeof setTimeout> | undefined;

  function send(): void {
    void sendPageMessage({ type: 'page:marked', report: { ...marks(), site } });
  }

  function changed(): void {
    if (window !== window.top) return;
    clearTimeout(timer);
    timer = setTimeout(() => measured(send, 'report'), REPORT_DELAY_MS);
  }

  return {
    site(verdict: Verdict): void {
      site = verdict;
      changed();
    },
    /** Page protection hands over how to read its marks; `changed` sends them. */
    readMarksWith(read: () => Marks): void {
      marks = read;
    },
    changed,
  };
}
export type PageReporter = ReturnType<typeof createPageReporter>;
