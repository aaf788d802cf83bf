import { describe, expect, it } from 'vitest';
import {
  MAX_BANNER_PIXELS,
  MAX_LOGO_PIXELS,
  processCompanyImage,
} from '../src/services/company-images.js';

/**
 * Company images are decoded by sharp, whose cost grows with the pixels an image declares, not
 * its bytes: a logo (shown at 160 px at most) has a far lower limit than a banner.
 */
async function png(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe('image pixel limits', () => {
  it('refuses a logo over its limit, which a banner may have', async () => {
    expect(MAX_LOGO_PIXELS).toBeLessThanOrEqual(16_000_000);
    expect(MAX_LOGO_PIXELS).toBeLessThan(MAX_BANNER_PIXELS);
    // A small file declaring more pixels than a logo may have (about 14 megapixels).
    const large = await png(4300, 3300);
    expect(large.length).toBeLessThan(200_000);
    expect(await processCompanyImage(large, 'logo')).toBeNull();
    const banner = await processCompanyImage(large, 'banner');
    expect(banner).toMatchObject({ width: 1600, height: 500 });
    // A logo of an ordinary size passes.
    expect(await processCompanyImage(await png(1200, 800), 'logo')).toMatchObject({
      width: 400,
    });
  }, 60_000);
});

describe('logo margins', () => {
  it("cuts a logo's wide empty border to a small even margin, so a wordmark is not a thin band", async () => {
    const { default: sharp } = await import('sharp');
    // A 300×60 mark in the middle of a 1000×1000 white canvas.
    const canvas = await sharp({
      create: { width: 1000, height: 1000, channels: 3, background: '#ffffff' },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 300, height: 60, channels: 3, background: '#113355' },
          })
            .png()
            .toBuffer(),
          left: 350,
          top: 470,
        },
      ])
      .png()
      .toBuffer();
    const logo = await processCompanyImage(canvas, 'logo');
    expect(logo).not.toBeNull();
    // The mark's proportions with a margin of 6 % of its longer side around it: 336×96.
    expect(logo!.width).toBe(336);
    expect(logo!.height).toBe(96);
    const { data, info } = await sharp(logo!.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray(
        (y * info.width + x) * info.channels,
        (y * info.width + x) * info.channels + 3,
      ),
    ];
    // The margin keeps the canvas's white; the middle is the mark.
    expect(pixel(2, 2).every((c) => c > 240)).toBe(true);
    expect(pixel(168, 48).every((c) => c < 100)).toBe(true);
  }, 60_000);
});
