import type { PolicyView } from '@/utils/settings/policy';

export const SET_BY_ORGANISATION = 'Set by your organisation';

/**
 * What the organisation's policy does here: that it manages Linkwise, which of its own domains
 * are never checked, and each policy value Linkwise ignored (with why), so the person can tell
 * their administrator. Text only: names and reasons from the policy are never inserted as HTML.
 */
export function ManagedNotice({ policy }: { policy: PolicyView }) {
  const managesSomething =
    policy.managed.length + policy.locked.length + policy.ownDomains.length > 0;
  if (!managesSomething && policy.problems.length === 0) return null;
  return (
    <section class="notice" aria-labelledby="managed-heading">
      <h2 id="managed-heading" style={{ marginTop: 0 }}>
        Managed by your organisation
      </h2>
      {managesSomething && (
        <p>
          Your organisation sets some of these options. Settings marked “{SET_BY_ORGANISATION}”
          cannot be changed here; the others start from your organisation’s choice and you may
          change them.
        </p>
      )}
      {policy.ownDomains.length > 0 && (
        <p>
          Never checked or marked (your organisation’s own domains and their subdomains):{' '}
          {policy.ownDomains.join(', ')}.
        </p>
      )}
      {policy.problems.length > 0 && (
        <div role="alert">
          <p class="error">
            Your organisation’s policy has values Linkwise cannot use. They are ignored; tell your
            administrator:
          </p>
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
