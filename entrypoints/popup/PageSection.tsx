import { formatNumber, i18n, plural } from '@/utils/i18n';
import { sendMessage } from '@/utils/messaging';
import type { PageReport } from '@/utils/page-messages';

/** The site's own status in a few words; a reported site leads the popup instead (SiteAlert). */
function siteLine(site: PageReport['site']): { text: string; tone: string } | null {
  if (site?.kind === 'no-record') return { text: i18n.t('popup.siteNoRecord'), tone: 'hint' };
  if (site?.kind === 'trusted') return { text: i18n.t('popup.siteTrusted'), tone: 'hint' };
  return null;
}

/** "On this page": the site's own status and the risky items; a click scrolls to one. */
export function PageSection({
  tabId,
  report,
}: {
  tabId: number | undefined;
  report: PageReport | null;
}) {
  if (!report || tabId === undefined) return null;
  const site = siteLine(report.site);
  const unread = report.links - report.checked;
  return (
    <section aria-labelledby="page-heading" class="page-section">
      <h2 id="page-heading">{i18n.t('popup.onThisPage')}</h2>
      {site && (
        <p class={site.tone} data-testid="site-status">
          {site.text}
        </p>
      )}
      {report.links > 0 && (
        <p class="hint" data-testid="page-checked">
          {unread > 0
            ? i18n.t('popup.checkedSoFar', [
                formatNumber(report.checked),
                formatNumber(report.links),
              ])
            : plural('popup.allChecked', report.links)}
        </p>
      )}
      {unread > 0 && (
        <button
          type="button"
          data-testid="check-whole-page"
          onClick={() => sendMessage({ type: 'page:check-all', tabId })}
        >
          {i18n.t('popup.checkWholePage')}
        </button>
      )}
      {report.count === 0 ? (
        <p class="hint">{i18n.t('popup.nothingMarked')}</p>
      ) : (
        <>
          <p class="hint">{plural('popup.itemsMarked', report.count)}</p>
          <ul class="page-items" data-testid="page-items">
            {report.items.map((item, index) => (
              <li key={`${item.value}-${index}`}>
                <button
                  type="button"
                  class="link"
                  onClick={() => sendMessage({ type: 'page:reveal', tabId, index })}
                >
                  {item.label || item.value}
                </button>{' '}
                <span class="hint">
                  {item.value} · {item.level}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
