import * as z from 'zod/mini';
import { i18n } from '../i18n';
import { DEFAULT_SETTINGS, type Secrets, type Settings, URL_SETTING_KEYS } from './schema';
import { normaliseKey, normaliseServiceUrl } from './service-url';

/**
 * Managed policy: what an organisation sets for its staff (Chrome/Edge managed storage, Firefox
 * `3rdparty` enterprise policies). Policy names are the settings' own names, plus the two keys,
 * the organisation's own domains and the list of settings users may not change.
 */
type SettingKey = keyof Settings;
type SecretKey = keyof Secrets;
type UrlKey = (typeof URL_SETTING_KEYS)[number];
export type PolicySetting = SettingKey | SecretKey;

// Reasons are read when a value fails (in the reader's language), never when this loads.
const LEVEL = z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'], {
  error: () => i18n.t('policyReason.level'),
});
const SWITCH = z.boolean({ error: () => i18n.t('policyReason.switch') });
const REGION = () => i18n.t('policyReason.region');
const PER_MINUTE = () => i18n.t('policyReason.perMinute');
const serviceUrl = z.pipe(
  z.string({ error: () => i18n.t('policyReason.url') }),
  z.transform((value, context) => {
    const normalised = normaliseServiceUrl(value);
    if (normalised.ok) return normalised.value;
    context.issues.push({ code: 'custom', message: normalised.failure, input: value });
    return z.NEVER;
  }),
);
const key = z.pipe(z.string(), z.transform(normaliseKey)).check(
  z.refine((value) => value.length > 0 && value.length <= 512, {
    error: () => i18n.t('policyReason.key'),
  }),
);

/** Each policy's own check: strict (no fall-backs), so a bad value is reported, not guessed. */
const SETTING_POLICIES: { [K in SettingKey]: z.ZodMiniType<Settings[K]> } = {
  shortenApiUrl: serviceUrl,
  lookupApiUrl: serviceUrl,
  shortLinkDomain: serviceUrl,
  autoShorten: SWITCH,
  autoCopy: SWITCH,
  protectLinks: SWITCH,
  protectEmails: SWITCH,
  protectPhones: SWITCH,
  checkPrivateWindows: SWITCH,
  revealShortLinks: SWITCH,
  defaultPhoneRegion: z.pipe(
    z
      .string({ error: REGION })
      .check(z.refine((value) => value === '' || /^[A-Z]{2}$/.test(value), { error: REGION })),
    z.transform((value) => value || null),
  ),
  minRiskLevel: LEVEL,
  blockScamSites: SWITCH,
  minBlockLevel: LEVEL,
  warnLookalikes: SWITCH,
  guardClipboard: SWITCH,
  breakPageLocks: SWITCH,
  protectPasswords: SWITCH,
  lookupPerMinute: z
    .int({ error: PER_MINUTE })
    .check(z.minimum(1, { error: PER_MINUTE }), z.maximum(60, { error: PER_MINUTE })),
};
const SECRET_POLICIES: Record<SecretKey, z.ZodMiniType<string>> = {
  apiKey: key,
  lookupApiKey: key,
};

export const SETTING_NAMES = Object.keys(SETTING_POLICIES) as SettingKey[];
const SECRET_NAMES = Object.keys(SECRET_POLICIES) as SecretKey[];
/** Every name `lockedSettings` may list. */
export const LOCKABLE: readonly PolicySetting[] = [...SETTING_NAMES, ...SECRET_NAMES];

/** A domain as an administrator writes it: `example.com`, `*.example.com` or `.example.com`. */
const OwnDomain = z
  .pipe(
    z.string().check(z.maxLength(253)),
    z.transform((value) =>
      value
        .trim()
        .toLowerCase()
        .replace(/^\*?\./, ''),
    ),
  )
  .check(
    z.refine(
      (value) =>
        /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/.test(value),
      { error: () => i18n.t('policyReason.domain') },
    ),
  );

/** One policy value that was ignored, and why; shown in options. Never a secret's value. */
export interface PolicyProblem {
  setting: string;
  reason: string;
}

export interface Policy {
  settings: Partial<Settings>;
  secrets: Partial<Secrets>;
  /** Domains (and their subdomains) of the organisation: never looked up, marked or covered. */
  ownDomains: string[];
  /**
   * The organisation's partners' domains: never taken for look-alikes, and protected like its
   * own (a look-alike of a partner is flagged). Still looked up: a partner is not the
   * organisation, and its site can be reported.
   */
  partnerDomains: string[];
  /**
   * The organisation's sign-in domains (as Chrome's `PasswordProtectionLoginURLs`): a password
   * signed in with there is kept for it on a first visit, and held from every other site.
   */
  signInDomains: string[];
  locked: PolicySetting[];
  /**
   * Service addresses the policy names, valid or not. The built-in default is never used for
   * these: a mistyped managed address must not send staff's lookups to a public host instead.
   */
  namedUrls: UrlKey[];
  problems: PolicyProblem[];
}

/** A policy that sets nothing, fresh each time (parsePolicy fills one in). */
const emptyPolicy = (): Policy => ({
  settings: {},
  secrets: {},
  ownDomains: [],
  partnerDomains: [],
  signInDomains: [],
  locked: [],
  namedUrls: [],
  problems: [],
});

export const NO_POLICY: Policy = emptyPolicy();

const firstIssue = (error: z.core.$ZodError) =>
  error.issues[0]?.message ?? i18n.t('policyReason.invalid');

/**
 * Reads a managed-storage object value by value: each invalid one is left out with a problem
 * for the options page; the rest apply. Never throws, whatever the object holds.
 */
export function parsePolicy(raw: unknown): Policy {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return NO_POLICY;
  const policy = emptyPolicy();
  const record = raw as Record<string, unknown>;
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined) continue;
    if (name in SETTING_POLICIES) {
      const setting = name as SettingKey;
      if ((URL_SETTING_KEYS as readonly string[]).includes(setting)) {
        policy.namedUrls.push(setting as UrlKey);
      }
      const parsed = SETTING_POLICIES[setting].safeParse(value);
      if (parsed.success) Object.assign(policy.settings, { [setting]: parsed.data });
      else policy.problems.push({ setting, reason: firstIssue(parsed.error) });
    } else if (name in SECRET_POLICIES) {
      const parsed = SECRET_POLICIES[name as SecretKey].safeParse(value);
      if (parsed.success) policy.secrets[name as SecretKey] = parsed.data;
      else policy.problems.push({ setting: name, reason: i18n.t('policyReason.key') });
    } else if (name === 'ownDomains' || name === 'partnerDomains' || name === 'signInDomains') {
      policy[name] = listOf(value, name, policy.problems, (entry) => {
        const parsed = OwnDomain.safeParse(entry);
        return parsed.success ? parsed.data : parsed.error;
      });
    } else if (name === 'lockedSettings') {
      policy.locked = listOf(value, name, policy.problems, (entry) =>
        typeof entry === 'string' && (LOCKABLE as readonly string[]).includes(entry)
          ? (entry as PolicySetting)
          : new z.core.$ZodError([
              {
                code: 'custom',
                path: [],
                message: i18n.t('policyReason.notLockable'),
                input: entry,
              },
            ]),
      );
    } else {
      policy.problems.push({ setting: name, reason: i18n.t('policyReason.unknown') });
    }
  }
  return policy;
}

/** The valid entries of a list policy, each invalid one reported with its place. */
function listOf<T>(
  value: unknown,
  name: string,
  problems: PolicyProblem[],
  read: (entry: unknown) => T | z.core.$ZodError,
): T[] {
  if (!Array.isArray(value)) {
    problems.push({ setting: name, reason: i18n.t('policyReason.notList') });
    return [];
  }
  const items: T[] = [];
  value.forEach((entry, index) => {
    const item = read(entry);
    if (item instanceof z.core.$ZodError) {
      problems.push({ setting: `${name}[${index}]`, reason: firstIssue(item) });
    } else if (!items.includes(item)) items.push(item);
  });
  return items;
}

/**
 * Settings as they apply: a locked setting takes the policy's value (or the default, if the
 * policy locks it without one); an unlocked policy value is a default the person may override,
 * so it applies until they change that setting. `touched` lists the settings the person chose.
 * An empty service address means "the default", which is the policy's when it names one.
 */
export function applyPolicy(
  user: Settings,
  touched: ReadonlySet<SettingKey>,
  policy: Policy,
): Settings {
  const effective = { ...user } as Record<SettingKey, unknown>;
  for (const name of SETTING_NAMES) {
    const managed = policy.settings[name];
    const hasManaged = name in policy.settings;
    const isUrl = (URL_SETTING_KEYS as readonly string[]).includes(name);
    if (policy.locked.includes(name)) {
      effective[name] = hasManaged ? managed : isUrl ? null : DEFAULT_SETTINGS[name];
    } else if (isUrl) {
      effective[name] = user[name] ?? (hasManaged ? managed : null);
    } else if (hasManaged && !touched.has(name)) {
      effective[name] = managed;
    }
  }
  return effective as Settings;
}

/** Keys as they apply: a locked key is the policy's; otherwise the person's own comes first. */
export function applyPolicyToSecrets(user: Secrets, policy: Policy): Secrets {
  const pick = (name: SecretKey) =>
    policy.locked.includes(name)
      ? (policy.secrets[name] ?? '')
      : user[name] || policy.secrets[name] || '';
  return { apiKey: pick('apiKey'), lookupApiKey: pick('lookupApiKey') };
}

/** Whether a hostname (or an e-mail address's domain) is one of the organisation's own. */
export function isOwnDomain(value: string, ownDomains: readonly string[]): boolean {
  if (ownDomains.length === 0) return false;
  const host = value.slice(value.lastIndexOf('@') + 1).toLowerCase();
  return ownDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * What the options page and popup may know of the policy: names, values without secrets,
 * whether a key is provided (never the key), and the problems.
 */
export const PolicyViewSchema = z.object({
  managed: z.array(z.string()),
  locked: z.array(z.string()),
  managedKeys: z.object({ apiKey: SWITCH, lookupApiKey: z.boolean() }),
  ownDomains: z.array(z.string()),
  partnerDomains: z.array(z.string()),
  signInDomains: z.array(z.string()),
  problems: z.array(z.object({ setting: z.string(), reason: z.string() })),
});
export type PolicyView = z.infer<typeof PolicyViewSchema>;

export function viewOf(policy: Policy): PolicyView {
  return {
    managed: [...Object.keys(policy.settings), ...Object.keys(policy.secrets)],
    locked: [...policy.locked],
    managedKeys: {
      apiKey: Boolean(policy.secrets.apiKey),
      lookupApiKey: Boolean(policy.secrets.lookupApiKey),
    },
    ownDomains: [...policy.ownDomains],
    partnerDomains: [...policy.partnerDomains],
    signInDomains: [...policy.signInDomains],
    problems: policy.problems.map((problem) => ({ ...problem })),
  };
}
