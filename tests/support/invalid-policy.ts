/**
 * An invalid value of every managed setting, as an administrator might write it. Values of the
 * type the managed schema declares (Chromium hands those over; it drops a value of another
 * type itself, and chrome://policy shows that) and, for Firefox, which hands over anything, a
 * value of the wrong type too.
 */
export const INVALID_POLICY_VALUES: Record<string, { sameType: unknown; otherType: unknown }> = {
  shortenApiUrl: { sameType: 'not a url', otherType: 42 },
  lookupApiUrl: { sameType: 'http://lookup.corp.example', otherType: true },
  shortLinkDomain: { sameType: 'not a url', otherType: ['https://go.example'] },
  apiKey: { sameType: '   ', otherType: 12345 },
  lookupApiKey: { sameType: 'x'.repeat(600), otherType: false },
  autoShorten: { sameType: null, otherType: 'yes' },
  autoCopy: { sameType: null, otherType: 1 },
  protectLinks: { sameType: null, otherType: 'on' },
  protectEmails: { sameType: null, otherType: 0 },
  protectPhones: { sameType: null, otherType: 'false' },
  blockScamSites: { sameType: null, otherType: [] },
  checkPrivateWindows: { sameType: null, otherType: {} },
  revealShortLinks: { sameType: null, otherType: 'always' },
  minRiskLevel: { sameType: 'EXTREME', otherType: 3 },
  minBlockLevel: { sameType: 'high', otherType: null },
  lookupPerMinute: { sameType: 600, otherType: '60' },
  defaultPhoneRegion: { sameType: 'Germany', otherType: 49 },
  warnLookalikes: { sameType: null, otherType: 'yes' },
  guardClipboard: { sameType: null, otherType: 'on' },
  breakPageLocks: { sameType: null, otherType: 1 },
  protectPasswords: { sameType: null, otherType: 'yes' },
  ownDomains: { sameType: ['not a domain!'], otherType: 'corp.example' },
  partnerDomains: { sameType: ['partner..example'], otherType: 'partner.example' },
  signInDomains: { sameType: ['login .corp.example'], otherType: 'login.corp.example' },
  lockedSettings: { sameType: ['everything'], otherType: 'apiKey' },
};

/** The invalid values Chromium hands an extension: those of the type its schema declares. */
export const invalidPolicyOfSchemaTypes = (): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(INVALID_POLICY_VALUES)
      .filter(([, { sameType }]) => sameType !== null)
      .map(([name, { sameType }]) => [name, sameType]),
  );
