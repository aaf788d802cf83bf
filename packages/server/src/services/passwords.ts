import { timingSafeEqual, type ScryptOptions } from 'node:crypto';
import {
  argon2HashLowPriority,
  argon2VerifyLowPriority,
  scryptLowPriority,
  type Argon2Options,
} from '../lib/low-priority-work.js';

/**
 * Password hashing with argon2id (@node-rs/argon2, a prebuilt Rust binding installed from npm
 * for each platform): memory-hard, the algorithm and the first parameters OWASP's Password
 * Storage Cheat Sheet recommends (19 MiB, two passes, one lane).
 *
 * Until now it was scrypt, built into Node, at N = 2^15, r = 8 (32 MiB): a quarter of the cost
 * OWASP asks of scrypt (N = 2^17), and still 150–190 ms of a core a hash on a 2-core machine,
 * where a sign-up, a sign-in or an application with an account took most of its time hashing
 * (`bench:load`: about 40 % of the server's processor at 300 users). argon2id at OWASP's
 * parameters takes 12–15 ms there (`node:crypto` has no argon2 before Node 24; the `argon2`
 * package's C binding took 30–40 ms for the same hash, hash-wasm 90).
 *
 * Stored format: the PHC string ($argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>), which carries its
 * parameters: a later, higher cost still verifies the older hashes, and needsRehash renews them
 * at the next sign-in. Hashes stored as scrypt ($-separated: scrypt$<log2 N>$<r>$<p>$<salt>$<hash>)
 * verify as they were and are renewed the same way.
 */
const ARGON2: Argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const KEY_LENGTH = 32;

/**
 * What a stored argon2id hash may ask for, checked before verifying: a stored value is data,
 * and a made-up one must not make the server fill gigabytes or loop for minutes.
 */
const ARGON2_LIMITS = { memoryCost: 262_144, timeCost: 10, parallelism: 4 } as const;
const PHC_ARGON2ID =
  /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

// NFKC: the same password typed with composed or decomposed accents is the same password.
const normalized = (password: string) => password.normalize('NFKC');

export async function hashPassword(password: string): Promise<string> {
  return argon2HashLowPriority(normalized(password), ARGON2);
}

function argon2Parameters(stored: string): Argon2Options | null {
  const match = PHC_ARGON2ID.exec(stored);
  if (!match) return null;
  const [memoryCost, timeCost, parallelism] = match.slice(1, 4).map(Number) as [
    number,
    number,
    number,
  ];
  const withinLimits =
    memoryCost >= 8 * parallelism &&
    memoryCost <= ARGON2_LIMITS.memoryCost &&
    timeCost >= 1 &&
    timeCost <= ARGON2_LIMITS.timeCost &&
    parallelism >= 1 &&
    parallelism <= ARGON2_LIMITS.parallelism;
  return withinLimits ? { memoryCost, timeCost, parallelism } : null;
}

interface ScryptHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** A hash stored before argon2id (scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url>). */
function parseScryptHash(stored: string): ScryptHash | null {
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

async function verifyScrypt(password: string, stored: ScryptHash): Promise<boolean> {
  if (stored.key.length !== KEY_LENGTH) return false;
  const options: ScryptOptions = {
    N: 2 ** stored.log2N,
    r: stored.r,
    p: stored.p,
    maxmem: 256 * 2 ** stored.log2N * stored.r + 1024 * 1024,
  };
  const key = await scryptLowPriority(password, stored.salt, KEY_LENGTH, options);
  // Constant-time comparison.
  return timingSafeEqual(key, stored.key);
}

/** A malformed stored hash, or one of another scheme, simply does not verify. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (argon2Parameters(stored)) return argon2VerifyLowPriority(stored, normalized(password));
  const scrypt = parseScryptHash(stored);
  return scrypt ? verifyScrypt(normalized(password), scrypt) : false;
}

/** True for every stored hash that is not argon2id at today's parameters (renewed at sign-in). */
export function needsRehash(stored: string): boolean {
  const parameters = argon2Parameters(stored);
  return (
    !parameters ||
    parameters.memoryCost !== ARGON2.memoryCost ||
    parameters.timeCost !== ARGON2.timeCost ||
    parameters.parallelism !== ARGON2.parallelism
  );
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so "unknown e-mail" takes as long as "wrong password":
 * login timing must not reveal which e-mails have accounts.
 */
async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
  return false;
}

/**
 * How long a refused password takes at the least. An account whose hash is still scrypt takes
 * 150–190 ms of a core to refuse, an unknown e-mail (argon2id's dummy) 12–15 ms: without a floor,
 * the time of a refusal would tell which e-mails have such an account. A wait, not work.
 */
export const REFUSAL_FLOOR_MS = 300;

/**
 * Whether `password` is the password of the account whose stored hash is `stored` (null: no such
 * account, always false). Unknown account and wrong password take the same time (at least
 * REFUSAL_FLOOR_MS) and give the same answer: sign-in and account deletion must not reveal which
 * e-mails have accounts.
 */
export async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  const started = performance.now();
  const valid =
    stored === null ? await verifyDummyPassword(password) : await verifyPassword(password, stored);
  // A timer may fire up to a millisecond before its time by performance.now() (libuv's clock is
  // in whole milliseconds, read once per loop turn): the floor is checked again after each wait.
  if (!valid)
    for (
      let left = REFUSAL_FLOOR_MS - (performance.now() - started);
      left > 0;
      left = REFUSAL_FLOOR_MS - (performance.now() - started)
    )
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
  return valid;
}
