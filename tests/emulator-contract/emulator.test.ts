// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../emulator/server';
import { useEmulator } from '../support/emulator';

const emulator = useEmulator();

async function shorten(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${emulator.current.url}/api/public/shorten`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('the emulator keeps its own promises', () => {
  it('redirects a created slug to its destination', async () => {
    const link = await (
      await shorten({ destination: 'https://example.com/x?y', fingerprint: 'f' })
    ).json();
    const response = await fetch(`${emulator.current.url}/${link.slug}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://example.com/x?y');
  });

  it('answers CORS preflights for the headers the clients send', async () => {
    const response = await fetch(`${emulator.current.url}/api/public/shorten`, {
      method: 'OPTIONS',
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('makes permanent links only for a known key', async () => {
    const keyed = await (
      await shorten(
        { destination: 'https://a.example/' },
        { Authorization: `Bearer ${DEFAULT_API_KEY}` },
      )
    ).json();
    expect(keyed).toMatchObject({ expiresAt: null, upgrade: false });
    const anonymous = await (
      await shorten({ destination: 'https://a.example/', fingerprint: 'f' })
    ).json();
    expect(anonymous.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('refuses a non-JSON body and a missing fingerprint with their own statuses', async () => {
    const text = await fetch(`${emulator.current.url}/api/public/shorten`, {
      method: 'POST',
      body: 'x',
    });
    expect(text.status).toBe(415);
    expect((await shorten({ destination: 'https://a.example/' })).status).toBe(400);
  });

  it('counts down a fault that is limited to some requests', async () => {
    emulator.current.setFault({ mode: 'server-error', times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await fetch(`${emulator.current.url}/api/v1/check?q=example.com`)).status);
    }
    expect(statuses).toEqual([500, 500, 200]);
  });

  it('serves fixture pages but nothing outside their folder', async () => {
    expect((await fetch(`${emulator.current.url}/pages/demo.html`)).status).toBe(200);
    expect((await fetch(`${emulator.current.url}/pages/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${emulator.current.url}/pages/../../package.json`)).status).toBe(404);
  });
});
