import type { Env } from '../config/env.js';
import { parseS3Url } from '../config/s3-url.js';
import { S3Storage } from './s3-storage.js';
import { DiskStorage, type Storage } from './storage.js';

/** The uploads' storage the environment asks for: S3_URL's bucket, else DATA_DIR/uploads. */
export function storageFor(env: Pick<Env, 'S3_URL' | 'DATA_DIR'>): Storage {
  if (!env.S3_URL) return new DiskStorage(env.DATA_DIR);
  const location = parseS3Url(env.S3_URL);
  // parseEnv refused a bad URL already.
  if ('error' in location) throw new Error(`S3_URL: ${location.error}`);
  return new S3Storage(location);
}
