import { isUtf8 } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open as openFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DOCUMENT_MIME_TYPES } from '@jobboard/contracts';

/**
 * Uploaded files (documents, company images): on disk under DATA_DIR/uploads by default, in an
 * S3-compatible bucket when S3_URL is set (services/s3-storage.ts), behind one interface. A file's type comes from its bytes, never from the
 * client's name or Content-Type; its stored name is random, so no client text reaches a path.
 * Magic bytes are checked here rather than with `file-type`: the handful of formats we accept
 * are easy to recognise, and docx/odt need a look inside the zip that file-type only guesses.
 */
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

const EXTENSIONS: Record<DocumentMimeType | ImageMimeType, string> = {
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

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/**
 * What the sniffer needs of a document: its first bytes, its size and whether some text occurs
 * anywhere in it (a docx names word/document.xml in its zip's directory, at the end). A buffer
 * gives it directly; an upload streamed to storage gives it through DocumentSniffer.
 */
export interface DocumentSample {
  /** The first SNIFF_HEAD_BYTES bytes (all of them for a smaller file). */
  head: Buffer;
  size: number;
  contains(marker: (typeof ZIP_MARKERS)[number]): boolean;
  /**
   * Whether every byte is text (see isTextChunk) and the whole is valid UTF-8; undefined while
   * only the head is known, which is then judged alone.
   */
  text?: boolean;
}

export const SNIFF_HEAD_BYTES = 64 * 1024;
const ZIP_MARKERS = ['word/document.xml', '[Content_Types].xml', 'word/'] as const;

const sampleOf = (bytes: Buffer): DocumentSample => ({
  head: bytes.subarray(0, SNIFF_HEAD_BYTES),
  size: bytes.length,
  contains: (marker) => bytes.includes(marker, 0, 'latin1'),
  text: bytes.length > 0 && isTextChunk(bytes) && isUtf8(bytes),
});

/** No NUL or other binary control byte (tab, line ends, form feed and escape are text). */
function isTextChunk(bytes: Buffer): boolean {
  for (const b of bytes) if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) return false;
  return true;
}

/**
 * A pass-through stream that samples what flows through it (head, size, the zip markers), so an
 * upload is sniffed on its way to storage without being held in memory.
 */
export class DocumentSniffer extends Transform {
  private readonly chunks: Buffer[] = [];
  private headLength = 0;
  private size = 0;
  private tail = Buffer.alloc(0);
  private readonly found = new Set<string>();
  /** The whole stream is checked as UTF-8 text, not its head only: a download claims UTF-8. */
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private text = true;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.headLength < SNIFF_HEAD_BYTES) {
      const part = chunk.subarray(0, SNIFF_HEAD_BYTES - this.headLength);
      this.chunks.push(part);
      this.headLength += part.length;
    }
    this.size += chunk.length;
    // The end of the previous chunk too: a marker may straddle two chunks.
    const window = Buffer.concat([this.tail, chunk]);
    for (const marker of ZIP_MARKERS)
      if (!this.found.has(marker) && window.includes(marker, 0, 'latin1')) this.found.add(marker);
    this.tail = window.subarray(Math.max(0, window.length - 32));
    if (this.text) {
      try {
        this.text = isTextChunk(chunk);
        if (this.text) this.decoder.decode(chunk, { stream: true });
      } catch {
        this.text = false;
      }
    }
    callback(null, chunk);
  }

  /** What flowed through; call once, at its end (a character cut by the end is no text). */
  sample(): DocumentSample {
    let text = this.text && this.size > 0;
    if (text) {
      try {
        this.decoder.decode();
      } catch {
        text = false;
      }
    }
    return {
      head: Buffer.concat(this.chunks),
      size: this.size,
      contains: (marker) => this.found.has(marker),
      text,
    };
  }
}

/** Recognises the accepted document formats; null for anything else. */
export function sniffDocument(input: Buffer | DocumentSample): DocumentMimeType | null {
  const sample = Buffer.isBuffer(input) ? sampleOf(input) : input;
  const bytes = sample.head;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return 'application/msword'; // OLE2
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // OpenDocument puts an uncompressed "mimetype" entry first, its content at offset 38.
    const head = bytes.subarray(0, Math.min(bytes.length, 4096)).toString('latin1');
    if (
      head.startsWith('mimetype', 30) &&
      head.startsWith('application/vnd.oasis.opendocument.text', 38)
    ) {
      return 'application/vnd.oasis.opendocument.text';
    }
    // Office Open XML: the zip's central directory names word/document.xml.
    if (sample.contains('word/document.xml') || sample.contains('[Content_Types].xml')) {
      if (sample.contains('word/')) {
        return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      }
    }
    return null;
  }
  return isPlainText(sample) ? 'text/plain' : null;
}

/**
 * UTF-8 without NUL or other binary control bytes: all of it when the sample saw it all, else
 * the head (a character the head's edge cuts is tolerated there).
 */
function isPlainText(sample: DocumentSample): boolean {
  if (sample.text !== undefined) return sample.text;
  const { head, size } = sample;
  if (size === 0 || !isTextChunk(head)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      head.length === size ? head : head.subarray(0, -4),
    );
    return true;
  } catch {
    return false;
  }
}

export interface ImageInfo {
  mimeType: ImageMimeType;
  width: number;
  height: number;
}

/** Recognises PNG, JPEG and WebP and reads their size from the header; null otherwise. */
export function sniffImage(bytes: Buffer): ImageInfo | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && bytes.length >= 24) {
    return { mimeType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1] ?? 0;
      const length = bytes.readUInt16BE(offset + 2);
      // SOF0..SOF15 except DHT (C4), JPG (C8), DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return {
          mimeType: 'image/jpeg',
          height: bytes.readUInt16BE(offset + 5),
          width: bytes.readUInt16BE(offset + 7),
        };
      }
      offset += 2 + length;
    }
    return null;
  }
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8) &&
    bytes.length >= 30
  ) {
    const chunk = bytes.toString('latin1', 12, 16);
    if (chunk === 'VP8 ') {
      return {
        mimeType: 'image/webp',
        width: bytes.readUInt16LE(26) & 0x3fff,
        height: bytes.readUInt16LE(28) & 0x3fff,
      };
    }
    if (chunk === 'VP8L') {
      const bits = bytes.readUInt32LE(21);
      return {
        mimeType: 'image/webp',
        width: (bits & 0x3fff) + 1,
        height: ((bits >> 14) & 0x3fff) + 1,
      };
    }
    if (chunk === 'VP8X') {
      return {
        mimeType: 'image/webp',
        width: bytes.readUIntLE(24, 3) + 1,
        height: bytes.readUIntLE(27, 3) + 1,
      };
    }
  }
  return null;
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

export type StorageFolder = 'documents' | 'images';

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

export type StoredMimeType = DocumentMimeType | ImageMimeType;

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
const STORAGE_PATH = /^(documents|images)\/\d{4}-\d{2}\/[0-9a-f]{32}(-\d{2,4})?\.[a-z]{3,4}$/;
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
