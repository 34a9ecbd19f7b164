import { browser } from 'wxt/browser';
import { formatNumber, i18n, plural } from '../../i18n';
import type { PageReport } from '../../page-messages';

/** Site state and page items look different at a glance: a red "!" against an amber count. */
const SITE_COLOUR = '#b42318';
const ITEMS_COLOUR = '#9a4a00';

/**
 * The toolbar badge of one tab: "!" on red when the site itself is a reported scam, else the
 * number of risky items marked on the page on amber (none: no badge), with a title in words.
 */
export async function showOnToolbar(tabId: number, report: PageReport): Promise<void> {
  const action = browser.action ?? browser.browserAction;
  const site = report.site?.kind === 'risky' ? report.site : null;
  const items =
    report.links > report.checked
      ? plural('toolbar.itemsSoFar', report.count, [
          formatNumber(report.checked),
          formatNumber(report.links),
        ])
      : plural('toolbar.items', report.count);
  const [text, colour, title] = site
    ? ['!', SITE_COLOUR, i18n.t('toolbar.siteIsScam', [site.level])]
    : report.count > 0
      ? [String(report.count), ITEMS_COLOUR, items]
      : ['', ITEMS_COLOUR, i18n.t('extName')];
  await action.setBadgeBackgroundColor({ tabId, color: colour });
  await action.setBadgeText({ tabId, text });
  await action.setTitle({ tabId, title });
}
