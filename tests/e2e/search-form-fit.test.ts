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

/**
 * The home page's search fields show their whole placeholder ("Ville, p. ex. Laval"), never a cut
 * one, at the widths where the hero lays them out on one line, on brands with the image hero
 * (a narrower text column) and the widest body font.
 */
it('shows the home search fields’ whole placeholders beside the hero art', async () => {
  const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cut: string[] = [];
  for (const brand of ['jobboard', 'hotelsjobs', 'lesjuristes'])
    for (const lang of ['fr', 'en']) {
      await gotoHydrated(page, e2e.server.url(brand, `/${lang}`));
      for (const width of [700, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const fields = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLInputElement>('[data-testid=hero-text] form input')]
            .filter((input) => input.type !== 'hidden')
            .map((input) => {
              const style = getComputedStyle(input);
              const context = document.createElement('canvas').getContext('2d')!;
              context.font = style.font;
              return {
                text: input.placeholder,
                needs: context.measureText(input.placeholder).width,
                room:
                  input.clientWidth -
                  parseFloat(style.paddingLeft) -
                  parseFloat(style.paddingRight),
              };
            }),
        );
        expect(fields.length, `${brand} ${lang}`).toBe(2);
        for (const f of fields)
          if (f.needs > f.room)
            cut.push(
              `${brand} /${lang} at ${width} px: "${f.text}" ${f.needs.toFixed(0)} px in ${f.room}`,
            );
      }
    }
  await page.close();
  expect(cut).toEqual([]);
});
