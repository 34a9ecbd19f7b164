import { browser } from 'wxt/browser';
import { describeVerdict } from '../lookup/describe-verdict';
import type { CheckReport } from '../messaging';
import { pendingCheckItem } from '../storage';

/** One plain sentence per value, for a notification. */
export function reportSentence(report: CheckReport): string {
  if (report.refusal) return report.refusal;
  return report.verdicts
    .map((verdict) => `${verdict.value ?? 'Value'}: ${describeVerdict(verdict).headline}`)
    .join('\n');
}

/**
 * Shows a check's result: as a card in the page when a content script runs there; otherwise
 * the popup opens with it (where the browser allows opening it), and failing that a
 * notification says it in words.
 */
export async function deliverCheckReport(
  tabId: number | undefined,
  report: CheckReport,
): Promise<void> {
  if (tabId !== undefined) {
    try {
      const shown = await browser.tabs.sendMessage(tabId, { type: 'linkwise:check-card', report });
      if (shown === 'shown') return;
    } catch {
      // No content script (browser page, PDF viewer, store page): try the popup.
    }
  }
  await pendingCheckItem.setValue({ report, at: Date.now() });
  try {
    await (browser.action ?? browser.browserAction).openPopup();
    return;
  } catch {
    // Not allowed here (no focused window, or no user action): say it in a notification.
  }
  await browser.notifications.create({
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: `Linkwise check: ${report.subject}`,
    message: reportSentence(report),
  });
}
