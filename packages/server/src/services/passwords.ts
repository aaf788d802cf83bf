import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { scryptLowPriority } from '../lib/low-priority-work.js';

/**
 * Password hashing with scrypt, built into Node: memory-hard (N·r·128 bytes = 32 MiB per hash
 * here, which makes GPU/ASIC guessing expensive), no native build and no extra dependency.
 * argon2id (hash-wasm) would be the other good choice; scrypt wins on "nothing to install" and
 * runs off the main thread, so a login does not block the event loop.
 *
 * Stored format: scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url>, so the cost can be raised
 * later and old hashes still verify (see needsRehash).
 */
const PARAMS = { log2N: 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(
  password: string,
  salt: Buffer,
  log2N: number,
  r: number,
  p: number,
): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** log2N,
    r,
    p,
    maxmem: 256 * 2 ** log2N * r + 1024 * 1024,
  };
  // At most one hash per core, in threads that yield the CPU to the event loop (lib/low-priority-work.ts).
  return scryptLowPriority(password.normalize('NFKC'), salt, KEY_LENGTH, options);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, PARAMS.log2N, PARAMS.r, PARAMS.p);
  return [
    'scrypt',
    PARAMS.log2N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number);
  if (!log2N || !r || !p || log2N > 20 || r > 32 || p > 16) return null;
  return {
    log2N,
    r,
    p,
    salt: Buffer.from(parts[4] ?? '', 'base64url'),
    key: Buffer.from(parts[5] ?? '', 'base64url'),
  };
}

/** Constant-time comparison; a malformed stored hash simply does not verify. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.log2N, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.log2N < PARAMS.log2N || parsed.r !== PARAMS.r || parsed.p !== PARAMS.p;
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so "unknown e-mail" takes as long as "wrong password":
 * login timing must not reveal which e-mails have accounts.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
  return false;
}
