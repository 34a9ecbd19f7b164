import { browser } from 'wxt/browser';
import { revealFor } from '../lookup/reveal-handlers';
import { checkQrRead, qrCardReport } from '../qr/check-qr';
import { readQr } from '../qr/read-qr';
import { shortenUrl } from '../shorten/shorten-service';
import type { HandlerDeps } from '../wiring/deps';
import { CHECK_MENU_IDS, checkText, revealReport } from './check-actions';
import { copyFromBackground } from './clipboard';
import { confirmToUser } from './confirm';
import { deliverCheckReport } from './deliver-check';
import { MENU_IDS, menuTarget, registerMenus, SHORTEN_COMMAND } from './menus';
import { quickShorten } from './quick-shorten';

/**
 * The context menu and the keyboard shortcut. Returns the two handlers so e2e builds can call
 * them directly where a real menu click or key press cannot be simulated.
 */
export function registerQuickActions(deps: HandlerDeps) {
  const quickDeps = {
    shorten: (url: string) => shortenUrl(url, { confirmRisky: false }, deps),
    copy: copyFromBackground,
    confirm: confirmToUser,
  };

  async function onMenuClick(
    info: {
      menuItemId: string | number;
      linkUrl?: string;
      pageUrl?: string;
      selectionText?: string;
      srcUrl?: string;
    },
    tab?: { id?: number; url?: string; incognito?: boolean },
  ): Promise<void> {
    if (info.menuItemId === CHECK_MENU_IDS.reveal && info.linkUrl) {
      const reveal = await revealFor(info.linkUrl, 'context-menu', deps, tab?.incognito);
      await deliverCheckReport(tab?.id, revealReport(info.linkUrl, reveal));
      return;
    }
    if (info.menuItemId === CHECK_MENU_IDS.qr && info.srcUrl) {
      const read = await readQr(info.srcUrl);
      const scan = await checkQrRead(read, deps, {
        feature: 'context-menu',
        incognito: tab?.incognito,
      });
      await deliverCheckReport(tab?.id, qrCardReport(scan));
      return;
    }
    if (info.menuItemId === CHECK_MENU_IDS.selection || info.menuItemId === CHECK_MENU_IDS.link) {
      const text =
        (info.menuItemId === CHECK_MENU_IDS.link ? info.linkUrl : info.selectionText) ?? '';
      const { settings } = await deps.state();
      const report = await checkText(text, deps.engine, {
        defaultRegion: settings.defaultPhoneRegion,
        incognito: tab?.incognito,
        senderCheck: deps.senderCheck,
      });
      await deliverCheckReport(tab?.id, report);
      return;
    }
    if (info.menuItemId !== MENU_IDS.shortenLink && info.menuItemId !== MENU_IDS.shortenPage)
      return;
    await quickShorten(menuTarget(info, tab?.url), tab?.id, quickDeps);
  }

  async function onCommand(command: string, tab?: { id?: number; url?: string }): Promise<void> {
    if (command !== SHORTEN_COMMAND) return;
    const [active] = tab?.url
      ? [tab]
      : await browser.tabs.query({ active: true, currentWindow: true });
    await quickShorten(active?.url, active?.id, quickDeps);
  }

  void registerMenus();
  browser.contextMenus.onClicked.addListener((info, tab) => void onMenuClick(info, tab));
  browser.commands.onCommand.addListener((command, tab) => void onCommand(command, tab));
  return { onMenuClick, onCommand };
}
