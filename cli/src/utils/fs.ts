import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Write through a temporary file and a rename, so the server never reads half a bundle
 * while a build runs beside it.
 */
export async function writeFileAtomic(file: string, content: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, content);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Same content, no write: keeps mtimes (and file watchers) quiet on a no-change build. */
export async function writeFileIfChanged(file: string, content: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === content) return false;
  await writeFileAtomic(file, content);
  return true;
}

export function toJson(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}
