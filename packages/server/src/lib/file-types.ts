import { isUtf8 } from 'node:buffer';
import { Transform, type TransformCallback } from 'node:stream';
import type { DOCUMENT_MIME_TYPES } from '@jobboard/contracts';

/**
 * A file's type from its bytes, never from the client's name or Content-Type. Magic bytes are
 * checked here rather than with `file-type`: the handful of formats we accept are easy to
 * recognise, and docx/odt need a look inside the zip that file-type only guesses.
 */
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

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
