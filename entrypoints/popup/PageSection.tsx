import { type PageReport, sendMessage } from '@/utils/messaging';

/** The site's own status in a few words; a reported site leads the popup instead (SiteAlert). */
function siteLine(site: PageReport['site']): { text: string; tone: string } | null {
  if (site?.kind === 'no-record')
    return { text: 'This site has no public scam reports.', tone: 'hint' };
  if (site?.kind === 'trusted') return { text: 'You trust this site.', tone: 'hint' };
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
      <h2 id="page-heading">On this page</h2>
      {site && (
        <p class={site.tone} data-testid="site-status">
          {site.text}
        </p>
      )}
      {report.links > 0 && (
        <p class="hint" data-testid="page-checked">
          {unread > 0
            ? `${report.checked.toLocaleString()} of ${report.links.toLocaleString()} links checked so far; more are checked as you scroll.`
            : `All ${report.links.toLocaleString()} links checked.`}
        </p>
      )}
      {unread > 0 && (
        <button
          type="button"
          data-testid="check-whole-page"
          onClick={() => sendMessage({ type: 'page:check-all', tabId })}
        >
          Check the whole page
        </button>
      )}
      {report.count === 0 ? (
        <p class="hint">Nothing risky is marked here so far.</p>
      ) : (
        <>
          <p class="hint">
            {report.count} risky item{report.count === 1 ? '' : 's'} marked. Choose one to see it.
          </p>
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
