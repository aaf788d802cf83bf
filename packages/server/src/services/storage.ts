import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DOCUMENT_MIME_TYPES } from '@jobboard/contracts';

/**
 * Files on disk under DATA_DIR/uploads. A file's type comes from its bytes, never from the
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

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** Recognises the accepted document formats; null for anything else. */
export function sniffDocument(bytes: Buffer): DocumentMimeType | null {
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
    if (
      bytes.includes('word/document.xml', 0, 'latin1') ||
      bytes.includes('[Content_Types].xml', 0, 'latin1')
    ) {
      if (bytes.includes('word/', 0, 'latin1')) {
        return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      }
    }
    return null;
  }
  return isPlainText(bytes) ? 'text/plain' : null;
}

/** UTF-8 without NUL or other binary control bytes. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  const sample = bytes.subarray(0, 64 * 1024);
  for (const b of sample) {
    if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) return false;
  }
  try {
    // Cut at the sample edge may split a character: decode what we have, tolerating only that.
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.length === bytes.length ? sample : sample.subarray(0, -4),
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
  /** Relative to the uploads root; what the database keeps. */
  storagePath: string;
  size: number;
}

export class Storage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads');
  }

  /** Writes bytes under <folder>/<yyyy-mm>/<random>.<ext>; the caller has sniffed the type. */
  async save(
    folder: 'documents' | 'images',
    bytes: Buffer,
    mimeType: DocumentMimeType | ImageMimeType,
  ): Promise<StoredFile> {
    const month = new Date().toISOString().slice(0, 7);
    const storagePath = path.posix.join(
      folder,
      month,
      `${randomBytes(16).toString('hex')}.${EXTENSIONS[mimeType]}`,
    );
    const file = this.resolve(storagePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
    return { storagePath, size: bytes.length };
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

  createReadStream(storagePath: string): ReadStream {
    return createReadStream(this.resolve(storagePath));
  }

  async remove(storagePath: string): Promise<void> {
    await rm(this.resolve(storagePath), { force: true });
  }

  /** Absolute path of a stored file; refuses anything that would leave the uploads root. */
  resolve(storagePath: string): string {
    const file = path.resolve(this.root, storagePath);
    if (!file.startsWith(this.root + path.sep))
      throw new Error(`Invalid storage path: ${storagePath}`);
    return file;
  }
}
