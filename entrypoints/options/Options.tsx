import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { FailureNotice } from '@/components/FailureNotice';
import { Spinner } from '@/components/Spinner';
import { i18n, type PlainKey } from '@/utils/i18n';
import { type ResponseFor, sendMessage } from '@/utils/messaging';
import { type FormErrors, type SettingsForm, toForm, validateForm } from '@/utils/settings/form';
import type { PolicyView } from '@/utils/settings/policy';
import { buildDefaults } from '@/utils/settings/resolve';
import type { Settings } from '@/utils/settings/schema';
import { isSettingsChanged } from '@/utils/settings/view';
import {
  getSecrets,
  getSettings as getUserSettings,
  updateSecrets,
  updateSettings,
} from '@/utils/storage';
import { KeptAsideSection } from './KeptAsideSection';
import { LookupSection } from './LookupSection';
import { ManagedNotice } from './ManagedNotice';
import { PasswordsSection } from './PasswordsSection';
import { PrivacySection } from './PrivacySection';
import { Welcome } from './Welcome';

type TextField = keyof SettingsForm;

/** The text fields; labels and hints are catalogue keys, read when the page is drawn. */
const FIELDS: Array<{ key: TextField; label: PlainKey; hint: () => string; secret?: boolean }> = [
  {
    key: 'apiKey',
    label: 'options.apiKey',
    hint: () => i18n.t('options.apiKeyHint'),
    secret: true,
  },
  {
    key: 'shortenApiUrl',
    label: 'options.shortenApiUrl',
    hint: () =>
      i18n.t('options.shortenApiUrlHint', [
        buildDefaults.shortenApiUrl ?? i18n.t('options.noDefault'),
      ]),
  },
  {
    key: 'lookupApiUrl',
    label: 'options.lookupApiUrl',
    hint: () =>
      i18n.t('options.lookupApiUrlHint', [
        buildDefaults.lookupApiUrl ?? i18n.t('options.noDefault'),
      ]),
  },
  {
    key: 'lookupApiKey',
    label: 'options.lookupApiKey',
    hint: () => i18n.t('options.lookupApiKeyHint'),
    secret: true,
  },
  {
    key: 'shortLinkDomain',
    label: 'options.shortLinkDomain',
    hint: () => i18n.t('options.shortLinkDomainHint'),
  },
];

/** The settings that are plain on/off switches. */
type Toggle = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];
/** Only switches that already change behaviour are shown; the rest appear with their feature. */
const TOGGLES: Toggle[] = [
  'autoShorten',
  'autoCopy',
  'blockScamSites',
  'protectLinks',
  'protectEmails',
  'protectPhones',
  'checkPrivateWindows',
  'revealShortLinks',
  'warnLookalikes',
  'guardClipboard',
  'breakPageLocks',
  'protectPasswords',
];

/** The options page: service addresses, keys and feature switches, each saved without loss. */
export function Options() {
  const [form, setForm] = useState<SettingsForm | null>(null);
  /** Settings as they apply (the organisation's policy included). */
  const [settings, setSettings] = useState<Settings | null>(null);
  const [policy, setPolicy] = useState<PolicyView | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [revealed, setRevealed] = useState<Partial<Record<TextField, boolean>>>({});
  const [status, setStatus] = useState('');

  /** The applying settings and the policy come from the background; the form holds the person's own. */
  async function load(refillForm: boolean) {
    const [view, user, secrets] = await Promise.all([
      sendMessage({ type: 'settings:view' }),
      getUserSettings(),
      getSecrets(),
    ]);
    setSettings(view.ok ? view.value.settings : user);
    setPolicy(view.ok ? view.value.policy : null);
    if (refillForm) setForm(toForm(user, secrets));
  }

  useEffect(() => {
    void load(true);
    // An administrator changed the policy while the page is open: locks and values follow.
    const onMessage = (message: unknown) => {
      if (isSettingsChanged(message)) void load(false);
    };
    browser.runtime.onMessage.addListener(onMessage);
    return () => browser.runtime.onMessage.removeListener(onMessage);
  }, []);

  const welcome = new URLSearchParams(location.search).has('welcome');
  // On a first install, settings wait for an organisation's policy (managed.ts): the welcome
  // shows meanwhile.
  if (!form || !settings) {
    return (
      <main style={{ maxWidth: '640px', margin: '24px auto', padding: '0 16px' }}>
        <h1>{i18n.t('options.title')}</h1>
        {welcome && <Welcome />}
        <Spinner label={i18n.t('popup.loadingSettings')} />
      </main>
    );
  }
  const locked = new Set(policy?.locked ?? []);
  const managed = new Set(policy?.managed ?? []);

  async function save(event: Event) {
    event.preventDefault();
    if (!form) return;
    const valid = validateForm(form);
    if (!valid.ok) {
      setErrors(valid.failure);
      setStatus(i18n.t('options.notSaved'));
      return;
    }
    setErrors({});
    // A locked setting is never written: the organisation's value applies whatever is stored.
    const patch = Object.fromEntries(
      Object.entries(valid.value.settings).filter(([key]) => !locked.has(key)),
    );
    await updateSettings(patch);
    await updateSecrets(valid.value.secrets);
    await load(false);
    setStatus(i18n.t('options.saved'));
  }

  async function change(patch: Partial<Settings>) {
    await updateSettings(patch);
    await load(false);
  }

  /** The hint under a text field, naming the organisation's part where it has one. */
  function hintFor(key: TextField, hint: () => string, secret?: boolean): string {
    if (secret && locked.has(key)) return i18n.t('options.managedKeyLocked');
    if (locked.has(key)) return i18n.t('options.setByOrganisation');
    if (secret && policy?.managedKeys[key as 'apiKey' | 'lookupApiKey']) {
      return i18n.t('options.managedKeyOpen');
    }
    if (managed.has(key)) {
      return i18n.t('options.managedAddress', [settings?.[key as 'lookupApiUrl'] ?? '']);
    }
    return hint();
  }

  return (
    <main style={{ maxWidth: '640px', margin: '24px auto', padding: '0 16px' }}>
      <h1>{i18n.t('options.title')}</h1>
      {welcome && <Welcome />}
      {policy && <ManagedNotice policy={policy} lookupApiUrl={settings.lookupApiUrl} />}
      <form onSubmit={save} noValidate>
        {FIELDS.map(({ key, label, hint, secret }) => (
          <div key={key} data-setting={key} data-locked={locked.has(key) ? 'true' : undefined}>
            <label for={key}>{i18n.t(label)}</label>
            {secret && locked.has(key) ? (
              // A key the organisation set is never shown, not even masked.
              <p id={key} class="locked-value">
                {i18n.t('options.setByOrganisation')}
              </p>
            ) : (
              <div class="row">
                <input
                  id={key}
                  name={key}
                  // Preact's input types split text and password apart; both are plain text fields here.
                  type={(secret && !revealed[key] ? 'password' : 'text') as 'text'}
                  value={locked.has(key) ? (settings[key as 'lookupApiUrl'] ?? '') : form[key]}
                  // Addresses and keys read left to right, also on a right-to-left page.
                  dir="ltr"
                  disabled={locked.has(key)}
                  autoComplete="off"
                  spellcheck={false}
                  aria-invalid={errors[key] ? 'true' : 'false'}
                  aria-describedby={`${key}-hint ${key}-error`}
                  onInput={(event) => setForm({ ...form, [key]: event.currentTarget.value })}
                />
                {secret && (
                  <button
                    type="button"
                    aria-pressed={Boolean(revealed[key])}
                    aria-label={i18n.t(revealed[key] ? 'options.hideField' : 'options.showField', [
                      i18n.t(label),
                    ])}
                    onClick={() => setRevealed({ ...revealed, [key]: !revealed[key] })}
                  >
                    {i18n.t(revealed[key] ? 'options.hide' : 'options.show')}
                  </button>
                )}
              </div>
            )}
            <p class="hint" id={`${key}-hint`}>
              {hintFor(key, hint, secret)}
            </p>
            <p class="error" id={`${key}-error`}>
              {errors[key] ?? ''}
            </p>
          </div>
        ))}
        <div class="row">
          <button class="primary" type="submit">
            {i18n.t('options.save')}
          </button>
          <span role="status">{status}</span>
        </div>
      </form>
      <h2>{i18n.t('options.features')}</h2>
      {TOGGLES.map((key) => (
        <label key={key} style={{ fontWeight: 'normal' }} data-setting={key}>
          <input
            type="checkbox"
            name={key}
            checked={settings[key]}
            disabled={locked.has(key)}
            aria-describedby={locked.has(key) ? `${key}-locked` : undefined}
            onChange={(event) => change({ [key]: event.currentTarget.checked })}
          />{' '}
          {i18n.t(`options.${key}`)}
          {locked.has(key) && (
            <span class="hint" id={`${key}-locked`}>
              {' '}
              — {i18n.t('options.setByOrganisation')}
            </span>
          )}
        </label>
      ))}
      <LookupSection settings={settings} locked={locked} onChange={change} />
      <PasswordsSection on={settings.protectPasswords} />
      <h2>{i18n.t('options.connection')}</h2>
      <ConnectionTest service="shorten" label={i18n.t('options.testShorten')} />
      <ConnectionTest service="lookup" label={i18n.t('options.testLookup')} />
      <PrivacySection />
      <KeptAsideSection />
      <footer class="hint row">
        <a href="/privacy.html" target="_blank" rel="noreferrer">
          {i18n.t('options.privacyPolicy')}
        </a>
        <a href="/THIRD-PARTY-NOTICES.txt" target="_blank" rel="noreferrer">
          {i18n.t('options.notices')}
        </a>
      </footer>
    </main>
  );
}

function ConnectionTest({ service, label }: { service: 'shorten' | 'lookup'; label: string }) {
  const [reply, setReply] = useState<ResponseFor<'connection:test'> | 'busy' | null>(null);
  return (
    <div>
      <button
        type="button"
        disabled={reply === 'busy'}
        onClick={async () => {
          setReply('busy');
          setReply(await sendMessage({ type: 'connection:test', service }));
        }}
      >
        {label}
      </button>
      {reply === 'busy' && <Spinner label={i18n.t('options.testing')} />}
      {reply !== 'busy' && reply?.ok && (
        <p class="success" role="status">
          {i18n.t('options.connected', [reply.value.detail])}
        </p>
      )}
      {reply !== 'busy' && reply && !reply.ok && (
        <FailureNotice failure={reply.failure} service={service} />
      )}
    </div>
  );
}
