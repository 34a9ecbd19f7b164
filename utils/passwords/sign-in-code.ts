/**
 * A sign-in code in an address: what ConsentFix asks a person to paste. The person signs in on
 * the real identity provider's page, which ends on an address carrying an authorisation code for
 * an app on their own computer (`http://localhost:…/?code=…`) or for a native client
 * (`…/oauth2/nativeclient?code=…`); pasted into the attacker's page, that code signs the attacker
 * in as them. An address of the computer itself, or a native client's, carrying a code or a token
 * is that; any other localhost address is not (developers paste those all day).
 */

/** Parameters that carry what signs in: OAuth's code, and the implicit flow's tokens. */
const SIGN_IN_PARAMETERS = ['code', 'access_token', 'id_token', 'refresh_token'];
/** Where a native client's code lands, on any identity provider's host. */
const NATIVE_CLIENT_PATH = /\/oauth2\/nativeclient\/?$/i;
/** Addresses in text: a scheme, then anything up to a space or a quote. */
const ADDRESSES = /\bhttps?:\/\/[^\s"'<>]+/gi;

/** The computer itself: `localhost` (and names under it), 127.0.0.0/8, [::1], 0.0.0.0. */
function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]' ||
    host === '0.0.0.0'
  );
}

function carriesSignIn(url: URL): boolean {
  const fragment = new URLSearchParams(url.hash.slice(1));
  return SIGN_IN_PARAMETERS.some((name) => url.searchParams.get(name) || fragment.get(name));
}

/** The first sign-in address in `text` (at most its first 64 kB are read), or null. */
export function signInAddressIn(text: string): string | null {
  for (const [written] of text.slice(0, 65_536).matchAll(ADDRESSES)) {
    let url: URL;
    try {
      url = new URL(written);
    } catch {
      continue;
    }
    if ((isLoopback(url.hostname) || NATIVE_CLIENT_PATH.test(url.pathname)) && carriesSignIn(url))
      return url.href;
  }
  return null;
}

/**
 * Identity providers' own sign-in hosts: a code pasted there is the provider's business (its
 * device-code and troubleshooting pages). Registrable domains, matched with their subdomains.
 */
const IDENTITY_PROVIDERS = [
  'microsoftonline.com',
  'live.com',
  'microsoft.com',
  'windows.net',
  'accounts.google.com',
  'appleid.apple.com',
  'okta.com',
  'auth0.com',
  'onelogin.com',
  'pingidentity.com',
];

export function isIdentityProvider(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return IDENTITY_PROVIDERS.some((provider) => host === provider || host.endsWith(`.${provider}`));
}
