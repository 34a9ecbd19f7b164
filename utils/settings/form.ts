import type { Result } from '../api/failures';
import type { Secrets, Settings } from './schema';
import { normaliseKey, normaliseServiceUrl } from './service-url';

/** What the options form holds: text exactly as typed, plus the toggles. */
export interface SettingsForm {
  shortenApiUrl: string;
  lookupApiUrl: string;
  shortLinkDomain: string;
  apiKey: string;
  lookupApiKey: string;
}

export type FormErrors = Partial<Record<keyof SettingsForm, string>>;

export function toForm(settings: Settings, secrets: Secrets): SettingsForm {
  return {
    shortenApiUrl: settings.shortenApiUrl ?? '',
    lookupApiUrl: settings.lookupApiUrl ?? '',
    shortLinkDomain: settings.shortLinkDomain ?? '',
    apiKey: secrets.apiKey,
    lookupApiKey: secrets.lookupApiKey,
  };
}

const URL_FIELDS = ['shortenApiUrl', 'lookupApiUrl', 'shortLinkDomain'] as const;

/**
 * Validates the whole form. An empty URL field means "use the built-in default". Either every
 * field is valid and a patch comes back, or nothing is saved and each bad field has a reason.
 */
export function validateForm(
  form: SettingsForm,
): Result<{ settings: Partial<Settings>; secrets: Secrets }, FormErrors> {
  const errors: FormErrors = {};
  const settings: Partial<Settings> = {};
  for (const key of URL_FIELDS) {
    if (!form[key].trim()) {
      settings[key] = null;
      continue;
    }
    const url = normaliseServiceUrl(form[key]);
    if (url.ok) settings[key] = url.value;
    else errors[key] = url.failure;
  }
  if (Object.keys(errors).length > 0) return { ok: false, failure: errors };
  return {
    ok: true,
    value: {
      settings,
      secrets: { apiKey: normaliseKey(form.apiKey), lookupApiKey: normaliseKey(form.lookupApiKey) },
    },
  };
}
