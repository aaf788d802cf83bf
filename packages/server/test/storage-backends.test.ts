import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { parseEnv } from '../src/config/env.js';
import { parseS3Url } from '../src/config/s3-url.js';
import { demoResumePdf } from '../src/db/seed/demo.js';
import type { S3Storage } from '../src/services/s3-storage.js';
import { storageFor } from '../src/services/storage-for.js';
import { DiskStorage, type Storage } from '../src/services/storage.js';
import { startS3Server, type S3TestServer } from './fixtures/s3.js';

/**
 * The one storage interface on both backends: the disk (embedded default) and an S3-compatible
 * bucket (S3_URL) served by s3rver in this process, reached through the AWS SDK v3.
 */
let s3: S3TestServer;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(path.join(tmpdir(), 'jb-storage-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A stream of `size` bytes in 64 KiB chunks, slowly enough to be a stream and not one write. */
function byteStream(size: number, fail = false): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) {
        if (fail) this.destroy(new Error('client went away'));
        else this.push(null);
        return;
      }
      const n = Math.min(64 * 1024, size - sent);
      this.push(Buffer.alloc(n, sent % 251));
      sent += n;
    },
  });
}

describe.each([
  ['disk', () => new DiskStorage(dataDir)],
  ['s3', () => storageFor({ S3_URL: s3.url, DATA_DIR: dataDir })],
] as const)('%s storage', (kind, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });
  afterAll(async () => storage.close());

  it('stores bytes under a random path and reads them back, with their size', async () => {
    expect(storage.kind).toBe(kind);
    const pdf = demoResumePdf('Élodie');
    const stored = await storage.save('documents', pdf, 'application/pdf');
    expect(stored.storagePath).toMatch(/^documents\/\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(stored.size).toBe(pdf.length);
    const file = await storage.open(stored.storagePath);
    expect(file?.size).toBe(pdf.length);
    expect((await readAll(file!.body)).equals(pdf)).toBe(true);
  });

  it('streams a large upload (multipart on S3) and counts its bytes', async () => {
    const size = 11 * 1024 * 1024 + 17; // three 5 MiB parts on S3
    const stored = await storage.save('documents', byteStream(size), 'text/plain');
    expect(stored.size).toBe(size);
    const file = await storage.open(stored.storagePath);
    expect(file?.size).toBe(size);
    const back = await readAll(file!.body);
    expect(back.equals(await readAll(byteStream(size)))).toBe(true);
    await storage.remove(stored.storagePath);
  });

  it('keeps nothing of a stream that fails midway', async () => {
    const before = await listing(storage);
    await expect(
      storage.save('documents', byteStream(6 * 1024 * 1024, true), 'text/plain'),
    ).rejects.toThrow();
    expect(await listing(storage)).toEqual(before);
  });

  it('removes a file; a missing file opens as null and removes without error', async () => {
    const stored = await storage.save('images', Buffer.from('RIFF....WEBP'), 'image/webp');
    const opened = await storage.open(stored.storagePath);
    expect(opened).not.toBeNull();
    opened!.body.destroy();
    await storage.remove(stored.storagePath);
    expect(await storage.open(stored.storagePath)).toBeNull();
    await expect(storage.remove(stored.storagePath)).resolves.toBeUndefined();
  });

  it('refuses a path that would leave its root', async () => {
    await expect(storage.open('../../etc/passwd')).rejects.toThrow(/Invalid storage path/);
  });
});

/** Every stored file's path (disk) or key (bucket). */
async function listing(storage: Storage): Promise<string[]> {
  if (storage instanceof DiskStorage) {
    if (!existsSync(storage.root)) return [];
    return (readdirSync(storage.root, { recursive: true }) as string[])
      .filter((entry) => /\.[a-z]+$/.test(entry))
      .sort();
  }
  const s3Storage = storage as S3Storage;
  const { Contents = [] } = await s3Storage.client.send(
    new ListObjectsV2Command({ Bucket: s3Storage.location.bucket }),
  );
  return Contents.map((object) => object.Key!).sort();
}

describe('S3_URL', () => {
  it('carries endpoint, bucket, prefix, region, path style and keys', () => {
    expect(
      parseS3Url(
        's3://AKIA%2Fx:se%2Bcret@minio.internal:9000/uploads/site-a?region=ca-central-1&forcePathStyle=true',
      ),
    ).toEqual({
      endpoint: 'https://minio.internal:9000',
      bucket: 'uploads',
      prefix: 'site-a/',
      region: 'ca-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA/x', secretAccessKey: 'se+cret' },
    });
    expect(parseS3Url('s3+http://minio:9000/uploads')).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('is checked by the env schema with a message that says what is wrong', () => {
    const bad = (S3_URL: string) => () => parseEnv({ S3_URL }, '/');
    expect(bad('https://minio:9000/uploads')).toThrow(/S3_URL: must start with s3:\/\//);
    expect(bad('s3://k:s@minio:9000')).toThrow(/S3_URL: must name a bucket/);
    expect(bad('s3://k:s@minio:9000/uploads?pathStyle=1')).toThrow(/unknown parameter pathStyle/);
    expect(bad('s3://k@minio:9000/uploads')).toThrow(/both keys/);
    expect(parseEnv({ S3_URL: s3.url }, '/').S3_URL).toBe(s3.url);
  });
});
