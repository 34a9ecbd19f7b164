import { i18n } from '@/utils/i18n';
/** Shown once, on the tab opened at first install: what Linkwise does and what it sends where. */
export function Welcome() {
  return (
    <section class="notice" aria-labelledby="welcome-heading" data-testid="welcome">
      <h2 id="welcome-heading">{i18n.t('options.welcomeTitle')}</h2>
      <p>
        <strong>{i18n.t('options.welcomeShortenLead')}</strong> {i18n.t('options.welcomeShorten')}
      </p>
      <p>
        <strong>{i18n.t('options.welcomeProtectLead')}</strong> {i18n.t('options.welcomeProtect')}
      </p>
      <p>
        <strong>{i18n.t('options.welcomePasswordsLead')}</strong>{' '}
        {i18n.t('options.welcomePasswords')}
      </p>
      <p>
        <strong>{i18n.t('options.welcomeLeavesLead')}</strong> {i18n.t('options.welcomeLeaves')}{' '}
        <a href="/privacy.html" target="_blank" rel="noreferrer">
          {i18n.t('options.privacyPolicy')}
        </a>
      </p>
      <p>
        <strong>{i18n.t('options.welcomeKeyLead')}</strong> {i18n.t('options.welcomeKey')}
      </p>
    </section>
  );
}
