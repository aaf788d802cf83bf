import { expect, it } from 'vitest';
import { gotoHydrated } from '../playwright-utils';
import { useE2e } from './setup';

/**
 * The search form's radius choice is never cut ("Ville seuleme"): its longest option, in the
 * select's own font, fits inside the select beside its padding, in both languages, at the widths
 * where the form lays its fields out on lines (tablet, laptop, desktop).
 */
const e2e = useE2e();

it('fits the longest radius choice in its select, in French and English', async () => {
  const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cut: string[] = [];
  for (const path of ['/fr/trouver-un-emploi?city=1', '/en/find-a-job?city=1']) {
    await gotoHydrated(page, e2e.server.url('jobboard', path));
    for (const width of [768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const fit = await page.evaluate(() => {
        const select = document.querySelector<HTMLSelectElement>('#filter-radius')!;
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const longest = Math.max(
          ...[...select.options].map((o) => context.measureText(o.text).width),
        );
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { longest, room };
      });
      if (fit.longest > fit.room)
        cut.push(`${path} at ${width} px: ${fit.longest.toFixed(0)} px of text in ${fit.room} px`);
    }
  }
  await page.close();
  expect(cut).toEqual([]);
});
