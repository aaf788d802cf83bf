import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  hashPassword,
  needsRehash,
  REFUSAL_FLOOR_MS,
  verifyPassword,
} from '../src/services/passwords.js';

/** A hash as stored before argon2id: scrypt$<log2 N>$<r>$<p>$<salt>$<key>, base64url. */
function legacyScryptHash(password: string, log2N = 15): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, {
    N: 2 ** log2N,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', log2N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing (argon2id)', () => {
  it('verifies the right password only, at OWASP parameters', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats Unicode forms alike (NFKC) and handles long input', async () => {
    const hash = await hashPassword('café');
    expect(await verifyPassword('cafe\u0301', hash)).toBe(true);
    const long = 'é'.repeat(200);
    expect(await verifyPassword(long, await hashPassword(long))).toBe(true);
  });

  it('still verifies a hash stored as scrypt, and asks for it to be renewed', async () => {
    const legacy = legacyScryptHash('cafe\u0301 au lait');
    expect(await verifyPassword('café au lait', legacy)).toBe(true);
    expect(await verifyPassword('cafe au lait', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('asks for a hash of other argon2id parameters to be renewed', async () => {
    const hash = await hashPassword('pw');
    const cheaper = hash.replace('m=19456,t=2', 'm=19456,t=1');
    expect(needsRehash(cheaper)).toBe(true);
    // Another cost is another hash: the stored one no longer matches it.
    expect(await verifyPassword('pw', cheaper)).toBe(false);
  });

  it('a malformed or out-of-bounds stored hash never verifies nor throws', async () => {
    const good = await hashPassword('x');
    const salted = good.split('$').slice(4).join('$');
    const stored = [
      '',
      'plain',
      'scrypt$99$8$1$x$y',
      'bcrypt$2b$10$abc',
      // Right parameters, truncated key.
      'scrypt$15$8$1$c2FsdA$c2hvcnQ',
      // Parameters a stored value must not make the server run: 4 GiB, a thousand passes.
      `$argon2id$v=19$m=4194304,t=2,p=1$${salted}`,
      `$argon2id$v=19$m=19456,t=999,p=1$${salted}`,
      good.replace('$argon2id$', '$argon2i$'),
    ];
    for (const value of stored) {
      expect(await verifyPassword('x', value)).toBe(false);
      expect(needsRehash(value)).toBe(true);
    }
    // Today's parameters, truncated hash.
    expect(await verifyPassword('x', good.slice(0, -3))).toBe(false);
  });

  it('refuses an unknown account and a wrong password alike, neither sooner than the floor', async () => {
    const legacy = legacyScryptHash('right');
    const current = await hashPassword('right');
    for (const stored of [null, legacy, current]) {
      const started = performance.now();
      expect(await checkPassword('wrong', stored)).toBe(false);
      expect(performance.now() - started).toBeGreaterThanOrEqual(REFUSAL_FLOOR_MS);
    }
    expect(await checkPassword('right', current)).toBe(true);
    expect(await checkPassword('right', legacy)).toBe(true);
  });
});
