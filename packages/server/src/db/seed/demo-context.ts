import type { BrandManifest } from '@jobboard/manifest';
import { createRandom, type Random } from '../../lib/prng.js';
import type { Storage } from '../../services/storage.js';
import { DEMO_COMPANIES } from './data/companies.js';

/** The two accounts the README lists. */
export const DEMO_ACCOUNTS = {
  candidate: { email: 'candidate@demo.jobboard.test', password: 'demo-candidate-pass' },
  employer: { email: 'employer@demo.jobboard.test', password: 'demo-employer-pass' },
} as const;

export interface DemoSeedOptions {
  /** Every brand served: offers are published on the boards whose categories match, plus general boards. */
  brands: readonly BrandManifest[];
  storage: Storage;
  /** Number of offers (default 400); tests use a handful. */
  offers?: number;
  /** Number of companies (default and at most DEMO_COMPANIES.length: 46). */
  companies?: number;
  /**
   * Posted dates are spread over the 60 days before `now` (default: the time of seeding, so that
   * "3 days ago" stays true on a fresh database; the screenshot suites mask <time>).
   */
  now?: Date;
  seed?: number;
  /**
   * Draw and store the companies' logos (default true). Rendering them costs a few seconds, so
   * the test helper turns them off; companies without one show their monogram.
   */
  logos?: boolean;
}

export const DAY = 24 * 3600_000;

/** A demo company: [French name, English name, main category id]. */
export type DemoCompany = (typeof DEMO_COMPANIES)[number];

/**
 * What every step of the demo seed shares: the options, one seeded random sequence (the steps
 * draw from it in a fixed order, so the same seed and date give the same demo), the date, the
 * companies to create and the boards.
 */
export interface DemoContext {
  options: DemoSeedOptions;
  random: Random;
  now: Date;
  offerCount: number;
  companyDefs: readonly DemoCompany[];
  boards: {
    /** Every board served. */
    all: string[];
    /** Boards of every trade (no category of their own): every offer is on them. */
    general: string[];
    /** The boards an offer of a category is published on: the general ones and its trade's. */
    ofCategory(categoryId: number): string[];
    /** Boards that show no English-only offer (behaviour.requireFrenchVersion). */
    frenchRequired: ReadonlySet<string>;
  };
}

export function demoContext(options: DemoSeedOptions): DemoContext {
  const companyCount = Math.min(options.companies ?? DEMO_COMPANIES.length, DEMO_COMPANIES.length);
  const general = options.brands.filter((b) => b.categoryIds.length === 0).map((b) => b.name);
  return {
    options,
    random: createRandom(options.seed ?? 20_261_122),
    now: options.now ?? new Date(),
    offerCount: options.offers ?? 400,
    companyDefs: DEMO_COMPANIES.slice(0, companyCount),
    boards: {
      all: options.brands.map((b) => b.name),
      general,
      ofCategory: (categoryId) => [
        ...general,
        ...options.brands.filter((b) => b.categoryIds.includes(categoryId)).map((b) => b.name),
      ],
      frenchRequired: new Set(
        options.brands.filter((b) => b.behaviour.requireFrenchVersion).map((b) => b.name),
      ),
    },
  };
}

/**
 * The names a demo company goes by, by language: one company in seven has only its French name,
 * which its English pages show (the API falls back to it) and its English texts use too, so a
 * page never names it otherwise than its heading does.
 */
export function companyNames(
  companies: readonly DemoCompany[],
  index: number,
): { fr: string; en: string; hasEnglishName: boolean } {
  const [fr, en] = companies[index] ?? ['', ''];
  const hasEnglishName = index % 7 !== 6;
  return { fr, en: hasEnglishName ? en : fr, hasEnglishName };
}
