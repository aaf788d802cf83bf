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
