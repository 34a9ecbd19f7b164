import { describe, expect, it } from 'vitest';
import { isIdentityProvider, signInAddressIn } from '@/utils/passwords/sign-in-code';

describe('a sign-in code in pasted text (ConsentFix)', () => {
  it('finds an authorisation code or token on the computer’s own address, or a native client’s', () => {
    for (const text of [
      'http://localhost:53682/?code=0.AXoAv4j5cvGG&state=9f3c',
      'Here it is: http://localhost:8400/callback?state=x&code=M.C105_BAY.2.U',
      'http://127.0.0.1:33417/#access_token=eyJ0eXAi&token_type=Bearer',
      'http://[::1]:9000/auth?id_token=abc',
      'http://app.localhost:3000/?code=abc',
      'https://login.microsoftonline.com/common/oauth2/nativeclient?code=0.ARoA6',
    ])
      expect(signInAddressIn(text), text).not.toBeNull();
  });

  it('leaves an ordinary localhost address, a code on any other site, and plain text alone', () => {
    for (const text of [
      'http://localhost:3000/dashboard?tab=2',
      'http://127.0.0.1:8080/',
      'https://example.com/verify?code=123456',
      'https://github.com/login/device?code=ABCD-1234',
      'my code is 123456',
      'localhost:3000/?code=abc (no scheme: not an address a browser ended on)',
    ])
      expect(signInAddressIn(text), text).toBeNull();
  });

  it('an identity provider’s own pages are not stopped', () => {
    expect(isIdentityProvider('login.microsoftonline.com')).toBe(true);
    expect(isIdentityProvider('accounts.google.com')).toBe(true);
    expect(isIdentityProvider('acme.okta.com')).toBe(true);
    expect(isIdentityProvider('docs.google.com')).toBe(false);
    expect(isIdentityProvider('microsoftonline.com.verify-app.top')).toBe(false);
  });
});
