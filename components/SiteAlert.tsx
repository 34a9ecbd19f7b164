import { i18n, plural } from '@/utils/i18n';
import type { Verdict } from '@/utils/lookup/verdict';

/**
 * The popup's first line when the tab's own site is a reported scam: above everything else, so
 * a person who opens the popup on a scam page reads that before anything about shortening.
 */
export function SiteAlert({ site, host }: { site: Verdict | null; host: string | null }) {
  if (site?.kind !== 'risky') return null;
  const reports = plural('site.reports', site.reports);
  const serious = site.severity >= 3;
  return (
    <section
      class={`notice ${serious ? 'warning' : ''} site-alert`}
      role="alert"
      data-testid="site-alert"
    >
      <h2>{i18n.t(serious ? 'popup.siteIsScam' : 'popup.siteHasReports')}</h2>
      <p>{i18n.t('popup.siteAlertDetail', [host ?? site.value, site.level, reports])}</p>
    </section>
  );
}
