import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from '../src/services/passwords.js';

describe('password hashing (scrypt)', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
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

  it('a malformed stored hash never verifies nor throws', async () => {
    for (const stored of ['', 'plain', 'scrypt$99$8$1$x$y', 'bcrypt$2b$10$abc']) {
      expect(await verifyPassword('x', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
    // Right parameters, truncated key.
    expect(await verifyPassword('x', 'scrypt$15$8$1$c2FsdA$c2hvcnQ')).toBe(false);
  });

  it('dummy verification for unknown accounts is false', async () => {
    expect(await verifyDummyPassword('whatever')).toBe(false);
  });
});
