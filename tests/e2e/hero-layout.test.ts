import { listBrandKeys, readBrandManifest } from '@jobboard/manifest';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { gotoHydrated } from '../playwright-utils';
import { useE2e } from './setup';

/**
 * The home hero on every brand: its headline, introduction and search box never lie over the
 * brand's artwork, from the narrowest phone to a wide screen (the artwork is a band above the
 * text on narrow screens, a column on the right on wide ones), and nothing in the hero is wider
 * than the page.
 */
const e2e = useE2e();

const WIDTHS = [320, 390, 768, 991, 992, 1024, 1280, 1440, 1920];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function heroBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const text = document.querySelector('[data-testid="hero-text"]');
    return {
      art: box(document.querySelector('[data-testid="hero-art"]')),
      parts: [...(text?.children ?? [])].map((el) => ({ tag: el.tagName, box: box(el)! })),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

it('keeps the hero text off the artwork at every width, on every brand', async () => {
  const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems: string[] = [];
  let measuredArt = 0;
  for (const key of listBrandKeys()) {
    const manifest = readBrandManifest(key);
    await gotoHydrated(page, e2e.server.url(key, '/fr'));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { art, parts, scrollWidth } = await heroBoxes(page);
      expect(
        parts.map((p) => p.tag),
        key,
      ).toEqual(['H1', 'P', 'FORM']);
      if (manifest.layout.hero === 'image') {
        expect(art, `${key} shows its artwork`).not.toBeNull();
        measuredArt += 1;
        for (const part of parts)
          if (overlap(part.box, art!))
            problems.push(`${key} at ${width} px: the ${part.tag} lies over the artwork`);
      } else expect(art, `${key} has no artwork`).toBeNull();
      if (scrollWidth > width) problems.push(`${key} at ${width} px: the page scrolls sideways`);
    }
  }
  await page.close();
  expect(measuredArt).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
