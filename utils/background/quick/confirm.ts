import { browser } from 'wxt/browser';
import { i18n } from '../../i18n';
import { type ToastMessage, ToastMessageSchema } from '../../page-messages';
import { notify, showInTab } from '../wiring/tell-user';

const BADGE_MS = 4_000;

/**
 * Shows the outcome of a quick shorten: as a toast in the page when a content script runs
 * there; otherwise (browser pages, store pages, PDFs) as a badge and a system notification.
 */
export async function confirmToUser(
  tabId: number | undefined,
  message: Omit<ToastMessage, 'type'>,
): Promise<void> {
  const toast: ToastMessage = { type: 'linkwise:toast', ...message };
  if (await showInTab(tabId, ToastMessageSchema, toast)) return;
  const action = browser.action ?? browser.browserAction;
  await action.setBadgeBackgroundColor({
    color: message.tone === 'success' ? '#1a7f37' : '#b42318',
  });
  await action.setBadgeText({ text: message.tone === 'success' ? '✓' : '!' });
  setTimeout(() => void action.setBadgeText({ text: '' }), BADGE_MS);
  await notify(i18n.t('extName'), message.text);
}
