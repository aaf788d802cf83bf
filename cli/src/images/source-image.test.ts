import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UnreadableImageError, readSourceImage, readSvgSize } from './source-image.js';

describe('readSvgSize', () => {
  it('prefers width and height in px or unitless', () => {
    expect(
      readSvgSize(
        '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120px" viewBox="0 0 48 12">',
      ),
    ).toEqual({ width: 480, height: 120 });
  });

  it('falls back to the viewBox', () => {
    expect(readSvgSize("<svg viewBox='0 0 960 300' width='100%'>")).toEqual({
      width: 960,
      height: 300,
    });
    expect(readSvgSize('<svg viewBox="0,0,64,64">')).toEqual({ width: 64, height: 64 });
  });

  it('derives the missing side from the viewBox', () => {
    expect(readSvgSize('<svg width="200" viewBox="0 0 400 100">')).toEqual({
      width: 200,
      height: 50,
    });
  });

  it('gives up without size or viewBox', () => {
    expect(readSvgSize('<svg xmlns="http://www.w3.org/2000/svg">')).toBeUndefined();
    expect(readSvgSize('<html></html>')).toBeUndefined();
  });
});

describe('readSourceImage', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'source-image-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a raster size with sharp and hashes the bytes', async () => {
    const { default: sharp } = await import('sharp');
    const file = path.join(dir, 'a.png');
    await sharp({ create: { width: 30, height: 20, channels: 3, background: '#ff0000' } })
      .png()
      .toFile(file);
    const source = await readSourceImage(file);
    expect(source).toMatchObject({ kind: 'raster', size: { width: 30, height: 20 } });
    expect(source.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects a file that is not an image', async () => {
    const file = path.join(dir, 'b.png');
    writeFileSync(file, 'not a png');
    await expect(readSourceImage(file)).rejects.toBeInstanceOf(UnreadableImageError);
  });
});
