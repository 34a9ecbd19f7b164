// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/emulator';
import { CONTENT, createTestRouter, POPUP } from '../support/router';

const emulator = useEmulator();

/** The background's router with an organisation's policy in managed storage. */
const routerWithPolicy = (policy: unknown) =>
  createTestRouter(emulator.current, {}, { apiKey: '', policy }).route;

describe('the background under a managed policy', () => {
  it('shortens with the managed key, and shows pages the settings but never the key', async () => {
    emulator.current.state.apiKeys.add('corp-key');
    const route = routerWithPolicy({ apiKey: 'corp-key', lockedSettings: ['apiKey'] });
    await route({ type: 'shorten:create', url: 'https://example.com/a' }, POPUP);
    expect(emulator.current.log.at(-1)?.headers.authorization).toBe('Bearer corp-key');

    const view = await route({ type: 'settings:view' }, POPUP);
    expect(view).toMatchObject({
      ok: true,
      value: { policy: { locked: ['apiKey'], managedKeys: { apiKey: true } } },
    });
    expect(JSON.stringify(view)).not.toContain('corp-key');
  });

  it('refuses the settings view to a content script', async () => {
    await expect(
      routerWithPolicy({ protectPhones: false })({ type: 'settings:view' }, CONTENT),
    ).resolves.toMatchObject({ ok: false });
  });

  it('never looks up the organisation’s own domains, nor addresses there', async () => {
    const route = routerWithPolicy({ ownDomains: ['acme-corp.com'] });
    for (const value of ['intranet.acme-corp.com', 'payroll@acme-corp.com']) {
      await expect(route({ type: 'lookup:check', value }, CONTENT)).resolves.toMatchObject({
        ok: true,
        value: { kind: 'trusted', by: 'organisation' },
      });
    }
    expect(emulator.current.log).toHaveLength(0);
    await route({ type: 'lookup:check', value: 'acme-corp.com.evil.top' }, CONTENT);
    expect(emulator.current.log).toHaveLength(1);
  });

  it('with a mistyped managed lookup address, sends nothing anywhere', async () => {
    const route = routerWithPolicy({ lookupApiUrl: 'htps:/lookup.corp' });
    await expect(
      route({ type: 'lookup:check', value: 'crypto-doubler.net' }, CONTENT),
    ).resolves.toMatchObject({
      ok: true,
      value: { kind: 'unavailable', failure: { kind: 'not-configured' } },
    });
    expect(emulator.current.log).toHaveLength(0);
  });

  it('a locked switch applies over the person’s choice', async () => {
    const router = createTestRouter(
      emulator.current,
      { protectPhones: true },
      { policy: { protectPhones: false, lockedSettings: ['protectPhones'] } },
    );
    const config = await router.route({ type: 'page:config' }, CONTENT);
    expect(config).toMatchObject({ ok: true, value: { phones: false } });
  });
});
