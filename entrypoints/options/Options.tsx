import { useEffect, useState } from 'preact/hooks';
import { FailureNotice } from '@/components/FailureNotice';
import { Spinner } from '@/components/Spinner';
import { type ResponseFor, sendMessage } from '@/utils/messaging';
import { type FormErrors, type SettingsForm, toForm, validateForm } from '@/utils/settings/form';
import { buildDefaults } from '@/utils/settings/resolve';
import type { Settings } from '@/utils/settings/schema';
import { getSecrets, getSettings, updateSecrets, updateSettings } from '@/utils/storage';
import { LookupSection } from './LookupSection';
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
  const [settings, setSettings] = useState<Settings | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [revealed, setRevealed] = useState<Partial<Record<TextField, boolean>>>({});
  const [status, setStatus] = useState('');

  useEffect(() => {
    Promise.all([getSettings(), getSecrets()]).then(([loaded, secrets]) => {
      setSettings(loaded);
      setForm(toForm(loaded, secrets));
    });
  }, []);

  if (!form || !settings) return <Spinner label="Loading settings…" />;

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
    setSettings(await updateSettings(valid.value.settings));
    await updateSecrets(valid.value.secrets);
    setStatus('Saved.');
  }

  async function toggle(key: Toggle, value: boolean) {
    setSettings(await updateSettings({ [key]: value }));
  }

  return (
    <main style={{ maxWidth: '640px', margin: '24px auto', padding: '0 16px' }}>
      <h1>Linkwise options</h1>
      {new URLSearchParams(location.search).has('welcome') && <Welcome />}
      <form onSubmit={save} noValidate>
        {FIELDS.map(({ key, label, hint, secret }) => (
          <div key={key}>
            <label for={key}>{label}</label>
            <div class="row">
              <input
                id={key}
                name={key}
                // Preact's input types split text and password apart; both are plain text fields here.
                type={(secret && !revealed[key] ? 'password' : 'text') as 'text'}
                value={form[key]}
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
            <p class="hint" id={`${key}-hint`}>
              {hint}
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
        <label key={key} style={{ fontWeight: 'normal' }}>
          <input
            type="checkbox"
            name={key}
            checked={settings[key]}
            onChange={(event) => toggle(key, event.currentTarget.checked)}
          />{' '}
          {label}
        </label>
      ))}
      <LookupSection
        settings={settings}
        onChange={async (patch) => setSettings(await updateSettings(patch))}
      />
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
