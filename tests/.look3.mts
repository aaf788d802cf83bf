import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const hyd = (p: any) => p.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 45000 });
for (const [brand, lang] of [['jobboard', 'fr'], ['hotelsjobs', 'en'], ['lesjuristes', 'fr']] as const) {
  for (const width of [1280, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: 1000 } });
    await ctx.addCookies([{ name: 'consent', value: 'x', url: `http://${brand}.localhost:4500` }]);
    const page = await ctx.newPage();
    const base = `http://${brand}.localhost:4500`;
    await page.goto(base + (lang === 'fr' ? '/fr/employeur/connexion' : '/en/employer/login')); await hyd(page);
    await page.fill('#employer-email', 'employer@demo.jobboard.test'); await page.fill('#employer-password', 'demo-employer-pass');
    await page.click('[data-testid=employer-login-form] button[type=submit]');
    await page.waitForURL((u: URL) => !/connexion|login/.test(u.pathname));
    await page.goto(base + (lang === 'fr' ? '/fr/employeur/mes-offres' : '/en/employer/my-offers')); await hyd(page);
    const link = page.locator('[data-testid=offer-preview-link]').first();
    await link.waitFor({ timeout: 15000 });
    if (width === 1280) await page.locator('main').screenshot({ path: `/tmp/look-myoffers-${brand}-${lang}.png` });
    await link.click();
    await page.locator('[data-testid=offer-preview]').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/look-preview-${brand}-${lang}-${width}.png` });
    await ctx.close();
  }
}
await browser.close();
