import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open as openFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DocumentMimeType, ImageMimeType } from '../lib/file-types.js';

/**
 * Uploaded files (documents, company images): on disk under DATA_DIR/uploads by default, in an
 * S3-compatible bucket when S3_URL is set (services/s3-storage.ts), behind one interface. A file's type comes from its bytes, never from the
 * client's name or Content-Type (lib/file-types.ts); its stored name is random, so no client
 * text reaches a path.
 */

/** A data export's archive (services/privacy-export.ts): built by the server, never uploaded. */
export type ArchiveMimeType = 'application/zip';

const EXTENSIONS: Record<StoredMimeType, string> = {
  'application/zip': 'zip',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'text/plain': 'txt',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Served types of stored images by extension (uploads and a logo's AVIF/WebP/PNG variants). */
const IMAGE_CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  avif: 'image/avif',
};

/** The content type of a stored image from its name's extension; octet-stream otherwise. */
export function contentTypeOf(storagePath: string): string {
  return IMAGE_CONTENT_TYPES[storagePath.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

export interface StoredFile {
  /** Relative to the uploads root (the object key under the bucket's prefix); what the database keeps. */
  storagePath: string;
  size: number;
}

export interface OpenedFile {
  body: Readable;
  size: number;
}

export type StorageFolder = 'documents' | 'images' | 'exports';

/** Where uploads live: disk (the embedded default) or an S3-compatible bucket. */
export interface Storage {
  readonly kind: 'disk' | 's3';
  /**
   * Stores bytes under <folder>/<yyyy-mm>/<random>.<ext>; the caller has sniffed the type (or
   * sniffs a stream on its way: then it removes the file if the type is refused). A stream is
   * written as it arrives, never held whole in memory. Resolves once the file is durable where
   * it is kept (written and closed; the object's upload completed).
   */
  save(
    folder: StorageFolder,
    source: Buffer | Readable,
    mimeType: StoredMimeType,
  ): Promise<StoredFile>;
  /**
   * Writes bytes at a path the caller named (a company logo's variants, named after the logo or
   * a content hash, never client text); the same name means the same bytes, so it overwrites.
   */
  saveAt(storagePath: string, bytes: Buffer): Promise<StoredFile>;
  /** The file's bytes as a stream and its size; null when there is no such file. */
  open(storagePath: string): Promise<OpenedFile | null>;
  /** Removes the file; a missing one is not an error. */
  remove(storagePath: string): Promise<void>;
  /** Releases connections (S3's sockets); the disk has nothing to close. */
  close(): Promise<void>;
}

export type StoredMimeType = DocumentMimeType | ImageMimeType | ArchiveMimeType;

/** A new random storage path: no client text reaches a path or a key. */
export function newStoragePath(folder: StorageFolder, mimeType: StoredMimeType): string {
  const month = new Date().toISOString().slice(0, 7);
  return path.posix.join(
    folder,
    month,
    `${randomBytes(16).toString('hex')}.${EXTENSIONS[mimeType]}`,
  );
}

/** Paths the database may hold: <folder>/<yyyy-mm>/<hex>.<ext>, nothing that could escape. */
/** <folder>/<yyyy-mm>/<32 hex>[-<size>].<ext>: a stored file, or one of a logo's square variants. */
const STORAGE_PATH =
  /^(documents|images|exports)\/\d{4}-\d{2}\/[0-9a-f]{32}(-\d{2,4})?\.[a-z]{3,4}$/;
export function checkStoragePath(storagePath: string): string {
  // The demo seed and old rows use the same shape; anything else is refused before any I/O.
  if (!STORAGE_PATH.test(storagePath)) throw new Error(`Invalid storage path: ${storagePath}`);
  return storagePath;
}

/** Counts the bytes that flow through. */
export class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

/** Files under DATA_DIR/uploads: the embedded default (one machine, or a shared volume). */
export class DiskStorage implements Storage {
  readonly kind = 'disk' as const;
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
  }

  async save(
    folder: StorageFolder,
    source: Buffer | Readable,
    mimeType: StoredMimeType,
  ): Promise<StoredFile> {
    const storagePath = newStoragePath(folder, mimeType);
    const file = this.resolve(storagePath);
    await mkdir(path.dirname(file), { recursive: true });
    const counter = new ByteCounter();
    try {
      await pipeline(
        Buffer.isBuffer(source) ? Readable.from([source]) : source,
        counter,
        createWriteStream(file, { flags: 'wx' }),
      );
    } catch (error) {
      // A stream cut short (the client went away, a limit): no partial file is left behind.
      await rm(file, { force: true });
      throw error;
    }
    return { storagePath, size: counter.bytes };
  }

  /**
   * Writes bytes at a path the caller named (company logos and their variants, whose names are
   * random or a content hash, never client text). Overwrites: the same name means the same bytes.
   */
  async saveAt(storagePath: string, bytes: Buffer): Promise<StoredFile> {
    const file = this.resolve(storagePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return { storagePath, size: bytes.length };
  }

  async open(storagePath: string): Promise<OpenedFile | null> {
    // The file is opened here, not lazily by the stream: a file removed between this answer and
    // the first read still streams (the handle keeps it), and a missing one is null, never an
    // 'error' event on a stream nobody listens to yet.
    const handle = await openFile(this.resolve(storagePath), 'r').catch((error: unknown) => {
      if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? ''))
        return null;
      throw error;
    });
    if (!handle) return null;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), size: info.size };
  }

  async remove(storagePath: string): Promise<void> {
    await rm(this.resolve(storagePath), { force: true });
  }

  async close(): Promise<void> {}

  /** Absolute path of a stored file; refuses anything that would leave the uploads root. */
  resolve(storagePath: string): string {
    const file = path.resolve(this.root, storagePath);
    if (!file.startsWith(this.root + path.sep))
      throw new Error(`Invalid storage path: ${storagePath}`);
    return file;
  }
}
