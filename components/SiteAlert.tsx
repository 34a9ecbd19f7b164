import type { Verdict } from '@/utils/lookup/verdict';

/**
 * The popup's first line when the tab's own site is a reported scam: above everything else, so
 * a person who opens the popup on a scam page reads that before anything about shortening.
 */
export function SiteAlert({ site, host }: { site: Verdict | null; host: string | null }) {
  if (site?.kind !== 'risky') return null;
  const reports = `${site.reports} report${site.reports === 1 ? '' : 's'}`;
  const serious = site.severity >= 3;
  return (
    <section
      class={`notice ${serious ? 'warning' : ''} site-alert`}
      role="alert"
      data-testid="site-alert"
    >
      <h2>{serious ? 'This site is a reported scam' : 'This site has scam reports'}</h2>
      <p>
        {host ?? site.value}: risk level {site.level}, {reports}. Don’t enter passwords, card
        numbers or codes here.
      </p>
    </section>
  );
}
