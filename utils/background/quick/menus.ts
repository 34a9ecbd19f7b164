import { browser } from 'wxt/browser';
import { i18n } from '../../i18n';
import { shortenerPatterns } from '../../links/shorteners';
import { CHECK_MENU_IDS } from './check-actions';

export const MENU_IDS = {
  shortenLink: 'linkwise-shorten-link',
  shortenPage: 'linkwise-shorten-page',
} as const;

export const SHORTEN_COMMAND = 'shorten-current-tab';

/**
 * Creates the context-menu items. Removed and re-created at every background start: Chrome
 * keeps menus across service-worker restarts (duplicate ids would throw), while Firefox drops
 * them when the background page ends, so onInstalled alone would lose them after a restart.
 */
export async function registerMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({
    id: MENU_IDS.shortenLink,
    title: i18n.t('menu.shortenLink'),
    contexts: ['link'],
  });
  browser.contextMenus.create({
    id: MENU_IDS.shortenPage,
    title: i18n.t('menu.shortenPage'),
    contexts: ['page'],
  });
  browser.contextMenus.create({
    id: CHECK_MENU_IDS.selection,
    title: i18n.t('menu.checkSelection'),
    contexts: ['selection'],
  });
  browser.contextMenus.create({
    id: CHECK_MENU_IDS.link,
    title: i18n.t('menu.checkLink'),
    contexts: ['link'],
  });
  browser.contextMenus.create({
    id: CHECK_MENU_IDS.reveal,
    title: i18n.t('menu.revealLink'),
    contexts: ['link'],
    // Only on short links (Linkwise's own are revealed from the popup's Check field).
    targetUrlPatterns: shortenerPatterns(),
  });
  browser.contextMenus.create({
    id: CHECK_MENU_IDS.qr,
    title: i18n.t('menu.checkQr'),
    contexts: ['image'],
  });
}

/** The URL a menu click is about, or undefined for menus that are not ours. */
export function menuTarget(
  info: { menuItemId: string | number; linkUrl?: string; pageUrl?: string },
  tabUrl?: string,
): string | undefined {
  if (info.menuItemId === MENU_IDS.shortenLink) return info.linkUrl;
  if (info.menuItemId === MENU_IDS.shortenPage) return info.pageUrl ?? tabUrl;
  return undefined;
}
