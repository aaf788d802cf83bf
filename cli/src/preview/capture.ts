import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@jobboard/launch/chromium';
import { startServerProcess } from '@jobboard/launch/server-process';
import { BrandIndexSchema } from '@jobboard/manifest';
import {
  PREVIEW_VIEWPORTS,
  type PreviewLang,
  type PreviewShot,
  type PreviewViewport,
} from './preview-report.js';

/** The demo employer the server seeds on first start. */
const DEMO_EMPLOYER = { email: 'employer@demo.jobboard.test', password: 'demo-employer-pass' };

const PAGES: Record<string, Record<PreviewLang, string>> = {
  home: { fr: '/fr', en: '/en' },
  search: { fr: '/fr/trouver-un-emploi', en: '/en/find-a-job' },
  candidateLogin: { fr: '/fr/connexion', en: '/en/login' },
};
const EMPLOYER_LOGIN: Record<PreviewLang, string> = {
  fr: '/fr/employeur/connexion',
  en: '/en/employer/login',
};

export interface PreviewServer {
  port: number;
  url(brand: string, pathname?: string): string;
  stop(): Promise<void>;
}

/**
 * The real server (packages/server) on a loopback port (`port`, else a free one) with a
 * throw-away DATA_DIR: the embedded database seeds the demo data on first start, so the demo
 * employer exists and boards have the demo offers they would have on a deployment. The boards
 * of `leftOutOfDemo` are not there while it seeds (a first start on the other brands, stopped,
 * then the real one on the same data): they show what a board added later shows.
 */
export async function startPreviewServer(options: {
  generatedDir: string;
  brandsDir: string;
  port?: number;
  leftOutOfDemo?: string[];
}): Promise<PreviewServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobboard-preview-'));
  const env = (generatedDir: string, brandsDir: string) => ({
    DATA_DIR: dataDir,
    GENERATED_DIR: generatedDir,
    BRANDS_DIR: brandsDir,
    LOG_LEVEL: 'warn',
    // Listening at once: the pages are each loaded once, warming them first only delays that.
    WARM_UP_PAGES: 'false',
    // One visitor, the preview: a busy machine's slow event loop is no load to shed with 503.
    LOAD_SHEDDING_MAX_DELAY_MS: '0',
    // As the e2e tests run it: plain-http cookies on loopback.
    NODE_ENV: 'test',
    // The embedded database, never a PostgreSQL the shell happens to point at.
    DATABASE_URL: undefined,
  });
  let seedDir: string | undefined;
  try {
    if (options.leftOutOfDemo?.length) {
      // The server serves the brands of its build's index: the seeding start reads a build that
      // lists the others only (links to the real one), and checks no sources (a missing folder).
      seedDir = mkdtempSync(path.join(tmpdir(), 'jobboard-preview-seed-'));
      seedBuildWithout(options.generatedDir, seedDir, options.leftOutOfDemo);
      const seeding = await startServerProcess({
        env: env(seedDir, path.join(seedDir, 'no-sources')),
      });
      await seeding.stop();
    }
    const server = await startServerProcess({
      port: options.port,
      env: env(options.generatedDir, options.brandsDir),
    });
    return {
      port: server.port,
      // Chromium resolves <brand>.localhost to loopback; the server picks the brand by Host.
      url: (brand, pathname = '/') => `http://${brand}.localhost:${server.port}${pathname}`,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    if (seedDir) rmSync(seedDir, { recursive: true, force: true });
  }
}

/** A GENERATED_DIR of links to `generatedDir` whose brand index leaves out `keys`. */
function seedBuildWithout(generatedDir: string, dir: string, keys: string[]): void {
  for (const entry of readdirSync(generatedDir))
    if (entry !== 'brands') symlinkSync(path.join(generatedDir, entry), path.join(dir, entry));
  const brands = path.join(dir, 'brands');
  mkdirSync(brands);
  const index = BrandIndexSchema.parse(
    JSON.parse(readFileSync(path.join(generatedDir, 'brands', 'index.json'), 'utf8')),
  );
  const kept = index.brands.filter((b) => !keys.includes(b.key));
  for (const b of kept)
    symlinkSync(path.join(generatedDir, 'brands', b.key), path.join(brands, b.key));
  writeFileSync(path.join(brands, 'index.json'), JSON.stringify({ ...index, brands: kept }));
}

export async function launchPreviewBrowser(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 15_000,
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Screenshots of one brand's pages in both languages, desktop then mobile. One context per
 * language (the employer signs in once in it); each page is loaded once and shot at both
 * sizes by resizing, which halves the page loads. Viewport-sized PNGs, device scale 1.
 */
export async function captureBrandShots(options: {
  browser: Browser;
  server: PreviewServer;
  brand: string;
  /** Folder of the contact sheet; files go to <outDir>/<brand>/. */
  outDir: string;
  onShot?: (shot: PreviewShot) => void;
}): Promise<PreviewShot[]> {
  const { browser, server, brand, outDir } = options;
  const shots: PreviewShot[] = [];
  for (const lang of ['fr', 'en'] as const) {
    const context = await browser.newContext({
      viewport: PREVIEW_VIEWPORTS.desktop,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      const targets: Array<{ name: string; path?: string; open?: () => Promise<void> }> = [];
      for (const [name, byLang] of Object.entries(PAGES))
        targets.push({ name, path: byLang[lang] });
      // An offer of the brand's board, from its own API (the browser resolves the host).
      await page.goto(server.url(brand, '/robots.txt'));
      const offers = (await page.evaluate(
        (u) => fetch(u).then((r) => r.json()),
        `/api/jobboard/${brand}/offers?per_page=1`,
      )) as { data?: Array<{ id: number }> };
      const offerId = offers.data?.[0]?.id;
      if (offerId !== undefined)
        targets.splice(2, 0, {
          name: 'offer',
          path: `/${lang}/${lang === 'fr' ? 'offre' : 'offer'}/x/${offerId}`,
        });
      // The employer's home is wherever signing in lands (the form's own redirect).
      targets.push({
        name: 'employerHome',
        open: async () => {
          await openHydrated(page, server.url(brand, EMPLOYER_LOGIN[lang]));
          await page.fill('#employer-email', DEMO_EMPLOYER.email);
          await page.fill('#employer-password', DEMO_EMPLOYER.password);
          await page.click('[data-testid=employer-login-form] button[type=submit]');
          await page.waitForURL((u) => !/connexion|login/.test(u.pathname));
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
        },
      });

      for (const target of targets) {
        const url = target.path
          ? server.url(brand, target.path)
          : server.url(brand, EMPLOYER_LOGIN[lang]);
        let error: string | undefined;
        try {
          await page.setViewportSize(PREVIEW_VIEWPORTS.desktop);
          if (target.open) await target.open();
          else await openHydrated(page, url);
        } catch (e) {
          error = e instanceof Error ? e.message.split('\n')[0] : String(e);
        }
        for (const viewport of ['desktop', 'mobile'] as PreviewViewport[]) {
          const file = `${brand}/${target.name}-${lang}-${viewport}.png`;
          const shot: PreviewShot = { page: target.name, lang, viewport, url: page.url() || url };
          if (error) shot.error = error;
          else {
            try {
              await page.setViewportSize(PREVIEW_VIEWPORTS[viewport]);
              // Let layout effects that read the width (menus, media hooks) settle.
              await page.waitForTimeout(150);
              await page.screenshot({
                path: path.join(outDir, file),
                animations: 'disabled',
                caret: 'hide',
              });
              shot.file = file;
            } catch (e) {
              shot.error = e instanceof Error ? e.message.split('\n')[0] : String(e);
            }
          }
          shots.push(shot);
          options.onShot?.(shot);
        }
      }
    } finally {
      await context.close();
    }
  }
  return shots;
}
