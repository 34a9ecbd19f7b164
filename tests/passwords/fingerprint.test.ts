import { createHash, pbkdf2Sync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FINGERPRINT, fingerprintOf, newSalt, saltFromHex } from '@/utils/passwords/fingerprint';
import { keepPassword } from '@/utils/passwords/kept';
import { KeptPasswordsSchema } from '@/utils/passwords/password-schemas';
import { pbkdf2Sha256 } from '@/utils/passwords/sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('PBKDF2-HMAC-SHA256 in plain JavaScript (an http page has no WebCrypto)', () => {
  it('gives RFC 7914’s test vectors (section 11)', () => {
    expect(hex(pbkdf2Sha256(utf8('passwd'), utf8('salt'), 1))).toBe(
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc',
    );
    expect(hex(pbkdf2Sha256(utf8('Password'), utf8('NaCl'), 80_000))).toBe(
      '4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56',
    );
  });

  it('gives the same bits as Node’s OpenSSL for any password, salt and count', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.uint8Array({ minLength: 0, maxLength: 40 }),
        fc.integer({ min: 1, max: 40 }),
        (password, salt, count) => {
          const mine = hex(pbkdf2Sha256(utf8(password), salt, count));
          expect(mine).toBe(pbkdf2Sync(utf8(password), salt, count, 32, 'sha256').toString('hex'));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a password’s fingerprint', () => {
  const salt = '000102030405060708090a0b0c0d0e0f';

  it('is the first 24 bits of PBKDF2-SHA256 with the install’s salt and 100 000 iterations, from WebCrypto and from plain JavaScript alike', async () => {
    const password = 'Correct-Horse-77!';
    const expected = pbkdf2Sync(password, saltFromHex(salt), 100_000, 32, 'sha256')
      .toString('hex')
      .slice(0, 6);
    expect(FINGERPRINT).toMatchObject({ iterations: 100_000, bits: 24, saltBytes: 16 });
    expect(await fingerprintOf(password, salt, crypto.subtle)).toBe(expected);
    expect(await fingerprintOf(password, salt, undefined)).toBe(expected);
  });

  it('reads a password as NFC: the same password typed on two keyboards is one', async () => {
    const composed = 'Mot-de-passe-é!';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await fingerprintOf(decomposed, salt)).toBe(await fingerprintOf(composed, salt));
  });

  it('differs between installs: each draws its own salt', async () => {
    const [a, b] = [newSalt(), newSalt()];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    expect(await fingerprintOf('Correct-Horse-77!', a)).not.toBe(
      await fingerprintOf('Correct-Horse-77!', b),
    );
  });
});

describe('what is stored, and what it costs to turn back', () => {
  it('holds the salt, 6 hex digits a password and its sites: nothing of the password, no fast or unsalted hash', async () => {
    const password = 'Tr0ub4dor&3x-Secret';
    const salt = newSalt();
    const print = await fingerprintOf(password, salt);
    const stored = keepPassword({ salt, prints: [] }, [print], 'chase.com', 20_788);
    expect(KeptPasswordsSchema.parse(stored)).toEqual({
      salt,
      prints: [{ print, sites: [{ site: 'chase.com', day: 20_788 }] }],
    });
    const text = JSON.stringify(stored);
    const forms = [
      password,
      Buffer.from(password).toString('base64'),
      ...['md5', 'sha1', 'sha256', 'sha512'].map((algorithm) =>
        createHash(algorithm).update(password).digest('hex'),
      ),
    ];
    for (const form of forms) expect(text).not.toContain(form);
    // Not even a stretch of the password long enough to mean something.
    for (let at = 0; at + 4 <= password.length; at++)
      expect(text).not.toContain(password.slice(at, at + 4));
  });

  it('is one of 16.7 million: a guess costs 100 000 HMACs, and a list of a billion guesses leaves ~60 that fit', async () => {
    const salt = newSalt();
    // Every fingerprint is 24 bits: 2^24 of them, each shared by 1 in 2^24 of all passwords.
    const fits = (guesses: number) => guesses / 2 ** FINGERPRINT.bits;
    expect(2 ** FINGERPRINT.bits).toBe(16_777_216);
    expect(Math.round(fits(1e9))).toBe(60);
    // What an attacker with the profile pays per guess: the full count of iterations (a print
    // made with fewer does not match it).
    const print = await fingerprintOf('Correct-Horse-77!', salt);
    const cheaper = hex(
      pbkdf2Sha256(utf8('Correct-Horse-77!'), saltFromHex(salt), FINGERPRINT.iterations - 1),
    ).slice(0, 6);
    expect(cheaper).not.toBe(print);
    // And the cut is real: 4 000 random passwords already share fingerprints' first 12 bits
    // (the birthday bound of 4 096 values), which is what leaves a guesser many candidates.
    const short = new Set<string>();
    let shared = 0;
    for (let index = 0; index < 4_000; index++) {
      const cut = hex(pbkdf2Sha256(utf8(`candidate-${index}`), saltFromHex(salt), 1)).slice(0, 3);
      if (short.has(cut)) shared++;
      short.add(cut);
    }
    expect(shared).toBeGreaterThan(0);
  });
});
