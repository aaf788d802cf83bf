import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, routes, type RouteDef } from '../../../config/routes';
import { makeBrandContext } from '../../../lib/brand';
import type { DataLoader } from '../../../lib/data';
import { testBrand, testManifest } from '../../../testing/brand';
import type { PageContext, RouterContext } from '../../page';
import { pageModules } from '../../page-registry';
import { guardEmployer } from './define-employer-page';

type Me = { data: { guard: string; permissions: Array<{ name: string }> } } | null;

function context(me: Me, options: { atsUrl?: string; redirectToAts?: boolean } = {}) {
  const manifest = testManifest();
  const brand = makeBrandContext(
    testBrand({
      behaviour: { ...manifest.behaviour, redirectEmployersToAts: options.redirectToAts ?? true },
    }),
    { origin: 'http://t.localhost', atsUrl: options.atsUrl ?? null },
  );
  const loaded: string[] = [];
  const data: DataLoader = {
    load: async <T>(key: string) => {
      loaded.push(key);
      return { status: me ? 200 : 401, data: me as T };
    },
    peek: () => undefined,
  };
  const rc: RouterContext = { brand, data };
  const url = new URL('http://t.localhost/fr/employeur/creer-une-offre?x=1');
  const ctx = {
    name: 'employerCreateOffer',
    lang: 'fr',
    params: {},
    search: url.searchParams,
    url,
    brand,
  } as PageContext;
  return { rc, ctx, loaded };
}

const employer = (...permissions: string[]): Me => ({
  data: { guard: 'ats', permissions: permissions.map((name) => ({ name })) },
});

/** What a guard threw: a redirect's Location, or an error response's status. */
async function outcome(run: Promise<void>): Promise<string | number | null> {
  try {
    await run;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location') ?? thrown.status;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return status;
    throw thrown;
  }
}

describe('guardEmployer', () => {
  it('sends a signed-out visitor to the employer login, with the way back', async () => {
    const { rc, ctx, loaded } = context(null);
    const rule = { guarded: true, permissions: [] } as const;
    expect(await outcome(guardEmployer(ctx, rc, rule))).toBe(
      '/fr/employeur/connexion?redirect=%2Ffr%2Femployeur%2Fcreer-une-offre%3Fx%3D1',
    );
    expect(loaded).toEqual(['/api/ats/me']);
  });

  it('gives 403 for a missing permission, and lets the page load with them all', async () => {
    const rule = { guarded: true, permissions: ['manage_offers', 'manage_companies'] } as const;
    const without = context(employer('manage_companies'));
    expect(await outcome(guardEmployer(without.ctx, without.rc, rule))).toBe(403);
    const withAll = context(employer('manage_companies', 'manage_offers'));
    expect(await outcome(guardEmployer(withAll.ctx, withAll.rc, rule))).toBeNull();
  });

  it('does not take a candidate session for an employer one', async () => {
    const { rc, ctx } = context({ data: { guard: 'jobboard', permissions: [] } });
    expect(await outcome(guardEmployer(ctx, rc, { guarded: true, permissions: [] }))).toMatch(
      /^\/fr\/employeur\/connexion/,
    );
  });

  it('sends employers to the ATS only where the brand says so and ATS_URL is set', async () => {
    const ats = context(employer(), { atsUrl: 'https://ats.example.com/app' });
    expect(await outcome(guardEmployer(ats.ctx, ats.rc, { guarded: false }))).toBe(
      'https://ats.example.com/app?lg=fr',
    );
    const noUrl = context(null);
    expect(await outcome(guardEmployer(noUrl.ctx, noUrl.rc, { guarded: false }))).toBeNull();
    const notThisBrand = context(null, { atsUrl: 'https://ats.example.com', redirectToAts: false });
    expect(
      await outcome(guardEmployer(notThisBrand.ctx, notThisBrand.rc, { guarded: false })),
    ).toBeNull();
  });

  it('sends a signed-in employer from the login pages to the first page it may open', async () => {
    const offers = context(employer('manage_offers'));
    expect(await outcome(guardEmployer(offers.ctx, offers.rc, { guarded: false }))).toBe(
      '/fr/employeur/mes-offres',
    );
    const companies = context(employer('manage_companies'));
    expect(await outcome(guardEmployer(companies.ctx, companies.rc, { guarded: false }))).toBe(
      '/fr/employer/companies',
    );
  });
});

describe('employer pages', () => {
  it('every page of an employer route runs the guard before its data loads', async () => {
    const names = ROUTE_NAMES.filter((n) => n.startsWith('employer'));
    expect(names.length).toBe(16);
    for (const name of names) {
      const page = (await pageModules[name]()).default;
      const def: RouteDef = routes[name];
      expect(page.beforeLoad, name).toBeTypeOf('function');
      expect(def.guard === 'employer' || def.layout === 'guest', name).toBe(true);
    }
  });
});
