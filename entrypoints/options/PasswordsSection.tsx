import { useEffect, useState } from 'preact/hooks';
import { i18n, language, plural } from '@/utils/i18n';
import { sendMessage } from '@/utils/messaging';
import type { KeptSiteView } from '@/utils/passwords/password-schemas';
import { keptPasswordsItem } from '@/utils/storage';

const DAY_MS = 86_400_000;
const dayText = (day: number) =>
  new Intl.DateTimeFormat(language(), { dateStyle: 'medium' }).format(day * DAY_MS);

/**
 * The sites kept passwords belong to (utils/passwords/): a site, how many passwords, the last
 * sign-in; never a password (Linkwise has none to show). Each can be forgotten, or all of them.
 */
export function PasswordsSection({ on }: { on: boolean }) {
  const [sites, setSites] = useState<KeptSiteView[] | null>(null);
  const [status, setStatus] = useState('');

  async function refresh() {
    const reply = await sendMessage({ type: 'passwords:list' });
    setSites(reply.ok ? reply.value : []);
  }
  useEffect(() => {
    void refresh();
    return keptPasswordsItem.watch(() => void refresh());
  }, []);

  async function forget(site: string | null) {
    const reply = await sendMessage({ type: 'passwords:forget', site });
    if (!reply.ok) return;
    setSites(reply.value);
    setStatus(
      site ? i18n.t('options.passwordsForgotten', [site]) : i18n.t('options.passwordsAllForgotten'),
    );
  }

  return (
    <section
      aria-labelledby="passwords-heading"
      data-section="passwords"
      data-loaded={String(sites !== null)}
    >
      <h2 id="passwords-heading">{i18n.t('options.passwordsHeading')}</h2>
      <p class="hint">{i18n.t('options.passwordsHint')}</p>
      {!on && <p class="hint">{i18n.t('options.passwordsOff')}</p>}
      {sites?.length === 0 && <p class="hint">{i18n.t('options.passwordsNone')}</p>}
      {sites && sites.length > 0 && (
        <>
          <ul class="kept-sites">
            {sites.map((view) => (
              <li key={view.site} data-site={view.site}>
                {i18n.t('options.passwordsLine', [
                  view.site,
                  plural('options.passwordsCount', view.passwords),
                  dayText(view.day),
                ])}{' '}
                <button
                  type="button"
                  aria-label={i18n.t('options.passwordsForgetSite', [view.site])}
                  onClick={() => void forget(view.site)}
                >
                  {i18n.t('options.passwordsForget')}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => void forget(null)}>
            {i18n.t('options.passwordsForgetAll')}
          </button>
        </>
      )}
      <p role="status">{status}</p>
    </section>
  );
}
