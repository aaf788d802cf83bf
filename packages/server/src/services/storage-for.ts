import type { Env } from '../config/env.js';
import { parseS3Url } from '../config/s3-url.js';
import { DiskStorage, type Storage } from './storage.js';

/**
 * The uploads' storage the environment asks for: S3_URL's bucket, else DATA_DIR/uploads. The
 * AWS SDK is loaded only when S3_URL is set: the embedded default starts without it.
 */
export async function storageFor(env: Pick<Env, 'S3_URL' | 'DATA_DIR'>): Promise<Storage> {
  if (!env.S3_URL) return new DiskStorage(env.DATA_DIR);
  const location = parseS3Url(env.S3_URL);
  // parseEnv refused a bad URL already.
  if ('error' in location) throw new Error(`S3_URL: ${location.error}`);
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(location);
}
