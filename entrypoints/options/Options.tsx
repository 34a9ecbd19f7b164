import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { FailureNotice } from '@/components/FailureNotice';
import { Spinner } from '@/components/Spinner';
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
import { LookupSection } from './LookupSection';
import { ManagedNotice, SET_BY_ORGANISATION } from './ManagedNotice';
import { PrivacySection } from './PrivacySection';
import { Welcome } from './Welcome';

type TextField = keyof SettingsForm;

const FIELDS: Array<{ key: TextField; label: string; hint: string; secret?: boolean }> = [
  {
    key: 'apiKey',
    label: 'API key',
    hint: 'Optional. Links made with a key belong to your account and do not expire.',
    secret: true,
  },
  {
    key: 'shortenApiUrl',
    label: 'Shorten API URL',
    hint: `Your link-shortening server. Empty uses ${buildDefaults.shortenApiUrl ?? 'no default'}.`,
  },
  {
    key: 'lookupApiUrl',
    label: 'Lookup API URL',
    hint: `The scam-lookup service. Empty uses ${buildDefaults.lookupApiUrl ?? 'no default'}.`,
  },
  {
    key: 'lookupApiKey',
    label: 'Lookup API key',
    hint: 'Optional, only if your lookup service asks for one. Your shorten key is never sent there.',
    secret: true,
  },
  {
    key: 'shortLinkDomain',
    label: 'Short-link domain',
    hint: 'Optional. Empty uses the Shorten API’s address.',
  },
];

/** The settings that are plain on/off switches. */
type Toggle = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];
/** Only switches that already change behaviour are shown; the rest appear with their feature. */
const TOGGLES: Array<{ key: Toggle; label: string }> = [
  { key: 'autoShorten', label: 'Shorten the current page as soon as the popup opens' },
  { key: 'autoCopy', label: 'Copy the short link to the clipboard automatically' },
  { key: 'blockScamSites', label: 'Warn me before I use a reported scam site' },
  { key: 'protectLinks', label: 'Mark risky links on pages' },
  { key: 'protectEmails', label: 'Mark risky e-mail addresses on pages' },
  { key: 'protectPhones', label: 'Mark risky phone numbers on pages' },
  { key: 'checkPrivateWindows', label: 'Also check pages in private windows' },
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
        <h1>Linkwise options</h1>
        {welcome && <Welcome />}
        <Spinner label="Loading settings…" />
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
      setStatus('Nothing was saved. Fix the highlighted fields.');
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
    setStatus('Saved.');
  }

  async function change(patch: Partial<Settings>) {
    await updateSettings(patch);
    await load(false);
  }

  /** The hint under a text field, naming the organisation's part where it has one. */
  function hintFor(key: TextField, hint: string, secret?: boolean): string {
    if (secret && locked.has(key)) return 'Your organisation provides this key; it is never shown.';
    if (locked.has(key)) return SET_BY_ORGANISATION;
    if (secret && policy?.managedKeys[key as 'apiKey' | 'lookupApiKey']) {
      return 'Your organisation provides this key. Enter your own only to use it instead.';
    }
    if (managed.has(key)) {
      return `Empty uses your organisation’s address, ${settings?.[key as 'lookupApiUrl'] ?? ''}.`;
    }
    return hint;
  }

  return (
    <main style={{ maxWidth: '640px', margin: '24px auto', padding: '0 16px' }}>
      <h1>Linkwise options</h1>
      {welcome && <Welcome />}
      {policy && <ManagedNotice policy={policy} />}
      <form onSubmit={save} noValidate>
        {FIELDS.map(({ key, label, hint, secret }) => (
          <div key={key} data-setting={key} data-locked={locked.has(key) ? 'true' : undefined}>
            <label for={key}>{label}</label>
            {secret && locked.has(key) ? (
              // A key the organisation set is never shown, not even masked.
              <p id={key} class="locked-value">
                {SET_BY_ORGANISATION}
              </p>
            ) : (
              <div class="row">
                <input
                  id={key}
                  name={key}
                  // Preact's input types split text and password apart; both are plain text fields here.
                  type={(secret && !revealed[key] ? 'password' : 'text') as 'text'}
                  value={locked.has(key) ? (settings[key as 'lookupApiUrl'] ?? '') : form[key]}
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
                    aria-label={`${revealed[key] ? 'Hide' : 'Show'} ${label}`}
                    onClick={() => setRevealed({ ...revealed, [key]: !revealed[key] })}
                  >
                    {revealed[key] ? 'Hide' : 'Show'}
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
            Save
          </button>
          <span role="status">{status}</span>
        </div>
      </form>
      <h2>Features</h2>
      {TOGGLES.map(({ key, label }) => (
        <label key={key} style={{ fontWeight: 'normal' }} data-setting={key}>
          <input
            type="checkbox"
            name={key}
            checked={settings[key]}
            disabled={locked.has(key)}
            aria-describedby={locked.has(key) ? `${key}-locked` : undefined}
            onChange={(event) => change({ [key]: event.currentTarget.checked })}
          />{' '}
          {label}
          {locked.has(key) && (
            <span class="hint" id={`${key}-locked`}>
              {' '}
              — {SET_BY_ORGANISATION}
            </span>
          )}
        </label>
      ))}
      <LookupSection settings={settings} locked={locked} onChange={change} />
      <h2>Connection</h2>
      <ConnectionTest service="shorten" label="Test the shorten service" />
      <ConnectionTest service="lookup" label="Test the lookup service" />
      <PrivacySection />
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
      {reply === 'busy' && <Spinner label="Testing…" />}
      {reply !== 'busy' && reply?.ok && (
        <p class="success" role="status">
          Connected: {reply.value.detail}
        </p>
      )}
      {reply !== 'busy' && reply && !reply.ok && (
        <FailureNotice failure={reply.failure} service={service} />
      )}
    </div>
  );
}
