import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline, Readable } from 'node:stream';
import type { S3Location } from '../config/s3-url.js';
import {
  ByteCounter,
  checkStoragePath,
  contentTypeOf,
  newStoragePath,
  type OpenedFile,
  type Storage,
  type StorageFolder,
  type StoredFile,
  type StoredMimeType,
} from './storage.js';

/**
 * Uploads in an S3-compatible bucket (S3_URL), through the AWS SDK v3: the same calls reach
 * MinIO, Ceph, Cloudflare R2 and AWS S3. The bucket stays private: documents are served by the
 * application after its access check (routes/send-document.ts streams the object's body), company
 * images through /uploads/images/… like on disk. Uploads are streamed with lib-storage's Upload
 * (a single PUT for a small file, a multipart upload in 5 MiB parts for a larger one).
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(readonly location: S3Location) {
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      credentials: location.credentials,
      // Checksums only where S3 requires them: the SDK's default (a CRC trailer in aws-chunked
      // bodies) is not understood by every S3-compatible server (older MinIO and Ceph, R2).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private key(storagePath: string): string {
    return this.location.prefix + checkStoragePath(storagePath);
  }

  async save(
    folder: StorageFolder,
    source: Buffer | Readable,
    mimeType: StoredMimeType,
  ): Promise<StoredFile> {
    const storagePath = newStoragePath(folder, mimeType);
    const counter = new ByteCounter();
    // An error of the source (the client went away) fails the upload, which is then aborted.
    const body = Buffer.isBuffer(source) ? source : pipeline(source, counter, () => undefined);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.location.bucket,
        Key: this.key(storagePath),
        Body: body,
        ContentType: mimeType,
      },
      queueSize: 2,
      partSize: 5 * 1024 * 1024,
      // A failed multipart upload is aborted, its parts deleted.
      leavePartsOnError: false,
    });
    await upload.done();
    return { storagePath, size: Buffer.isBuffer(source) ? source.length : counter.bytes };
  }

  async saveAt(storagePath: string, bytes: Buffer): Promise<StoredFile> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key: this.key(storagePath),
        Body: bytes,
        ContentType: contentTypeOf(storagePath),
      }),
    );
    return { storagePath, size: bytes.length };
  }

  async open(storagePath: string): Promise<OpenedFile | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.key(storagePath) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return { body: object.Body, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (
        error instanceof NoSuchKey ||
        (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
      )
        return null;
      throw error;
    }
  }

  async remove(storagePath: string): Promise<void> {
    // S3 answers 204 for a missing key too.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.key(storagePath) }),
    );
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
