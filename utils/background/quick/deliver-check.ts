import { browser } from 'wxt/browser';
import { i18n } from '../../i18n';
import { describeVerdict } from '../../lookup/describe-verdict';
import { CheckCardMessageSchema, type CheckReport } from '../../page-messages';
import { pendingCheckItem } from '../../storage';
import { notify, showInTab } from '../wiring/tell-user';

/** One plain sentence per value, for a notification. */
export function reportSentence(report: CheckReport): string {
  if (report.refusal) return report.refusal;
  return report.verdicts
    .map((verdict) =>
      i18n.t('notify.valueLine', [
        verdict.value ?? i18n.t('notify.someValue'),
        describeVerdict(verdict).headline,
      ]),
    )
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
  const card = { type: 'linkwise:check-card' as const, report };
  if (await showInTab(tabId, CheckCardMessageSchema, card)) return;
  await pendingCheckItem.setValue({ report, at: Date.now() });
  try {
    await (browser.action ?? browser.browserAction).openPopup();
    return;
  } catch {
    // Not allowed here (no focused window, or no user action): say it in a notification.
  }
  await notify(i18n.t('notify.checkTitle', [report.subject]), reportSentence(report));
}
