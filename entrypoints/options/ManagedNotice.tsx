import { i18n, language } from '@/utils/i18n';
import type { PolicyView } from '@/utils/settings/policy';

/**
 * What the organisation's policy does here: that it manages Linkwise, which of its own domains
 * are never checked, and each policy value Linkwise ignored (with why), so the person can tell
 * their administrator. Text only: names and reasons from the policy are never inserted as HTML.
 */
export function ManagedNotice({
  policy,
  lookupApiUrl,
}: {
  policy: PolicyView;
  /** The lookup address as it applies; named when the organisation set it (its relay). */
  lookupApiUrl: string | null | undefined;
}) {
  const managesSomething =
    policy.managed.length +
      policy.locked.length +
      policy.ownDomains.length +
      policy.partnerDomains.length +
      policy.signInDomains.length >
    0;
  if (!managesSomething && policy.problems.length === 0) return null;
  return (
    <section class="notice" aria-labelledby="managed-heading">
      <h2 id="managed-heading" style={{ marginTop: 0 }}>
        {i18n.t('options.managedTitle')}
      </h2>
      {managesSomething && <p>{i18n.t('options.managedIntro')}</p>}
      {lookupApiUrl && policy.managed.includes('lookupApiUrl') && (
        <p data-testid="lookup-relay">{i18n.t('options.lookupRelay', [hostOf(lookupApiUrl)])}</p>
      )}
      {policy.ownDomains.length > 0 && (
        <p>
          {i18n.t('options.ownDomains', [
            new Intl.ListFormat(language(), { type: 'unit' }).format(policy.ownDomains),
          ])}
        </p>
      )}
      {policy.partnerDomains.length > 0 && (
        <p>
          {i18n.t('options.partnerDomains', [
            new Intl.ListFormat(language(), { type: 'unit' }).format(policy.partnerDomains),
          ])}
        </p>
      )}
      {policy.signInDomains.length > 0 && (
        <p>
          {i18n.t('options.signInDomains', [
            new Intl.ListFormat(language(), { type: 'unit' }).format(policy.signInDomains),
          ])}
        </p>
      )}
      {policy.problems.length > 0 && (
        <div role="alert">
          <p class="error">{i18n.t('options.policyProblems')}</p>
          <ul>
            {policy.problems.map(({ setting, reason }) => (
              <li key={setting} data-policy-problem={setting}>
                <code>{setting}</code>: {reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};
