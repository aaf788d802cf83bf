import { PERMISSIONS } from '@jobboard/contracts';
import { createStaticHandler } from 'react-router-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  fillPattern,
  LANGS,
  pathTo,
  ROUTE_NAMES,
  routes,
  type Guard,
  type Lang,
  type RouteDef,
  type RouteName,
} from '@jobboard/contracts/routes';
import { makeBrandContext } from '../lib/brand';
import type { DataLoader, LoadOptions } from '../lib/data';
import { EMPLOYER_ME_KEY, SSO_TOKENS_PATH } from '../lib/employer-guard';
import { getMeKey } from '../lib/get-me';
import { testBrand, testManifest } from '../testing/brand';
import type { RouterContext } from './page';
import { createRoutes } from './router';

/*
 * The route table's access rules, asked of the router itself (the static handler the server
 * renders with, whose loaders the browser's router runs too), for every route of the table.
 */

type Account = { guard: string; permissions: Array<{ name: string }> };
interface Sessions {
  /** What the candidate's /me answers (a user of either side, as the API may). */
  candidate?: Account;
  /** What the employer's /me answers. */
  employer?: Account;
}

const handler = createStaticHandler(createRoutes((context) => context as RouterContext));

function context(sessions: Sessions, options: { atsUrl?: string; toAts?: boolean } = {}) {
  const manifest = testManifest();
  const brand = makeBrandContext(
    testBrand({
      behaviour: { ...manifest.behaviour, redirectEmployersToAts: options.toAts ?? false },
    }),
    { origin: 'http://t.localhost', atsUrl: options.atsUrl ?? null },
  );
  const answers = new Map<string, unknown>();
  let ssoIssued = 0;
  const data: DataLoader = {
    load: async <T>(key: string, options?: LoadOptions) => {
      // The single sign-on tokens: new ones each time, for an employer's session only.
      if (key === SSO_TOKENS_PATH) {
        expect(options?.once).toBe(true);
        if (sessions.employer?.guard !== 'ats') return { status: 401, data: null as T };
        ssoIssued += 1;
        return { status: 200, data: { selector: `s${ssoIssued}`, token: 't' } as T };
      }
      const account =
        key === getMeKey(brand.board)
          ? sessions.candidate
          : key === EMPLOYER_ME_KEY
            ? sessions.employer
            : undefined;
      const isMe = key === getMeKey(brand.board) || key === EMPLOYER_ME_KEY;
      const answer = isMe ? (account ? { data: account } : null) : { data: [], meta: {} };
      answers.set(key, answer);
      return { status: isMe && !account ? 401 : 200, data: answer as T };
    },
    peek: <T>(key: string) => answers.get(key) as T | undefined,
  };
  const rc: RouterContext = { brand, data };
  return rc;
}

const path = (name: RouteName, lang: Lang) => {
  const pattern = (routes[name] as RouteDef)[lang];
  const params = Object.fromEntries(
    [...pattern.matchAll(/:(\w+)/g)].map(([, key]) => [key as string, '1']),
  );
  return fillPattern(pattern, params);
};

/** Where the router sends a request: a redirect's Location, else the page's status. */
async function outcome(target: string, rc: RouterContext): Promise<string | number> {
  const result = await handler.query(new Request(`http://t.localhost${target}`), {
    requestContext: rc,
  });
  if (result instanceof Response) return result.headers.get('Location') ?? result.status;
  return result.statusCode;
}

const candidate: Account = { guard: 'jobboard', permissions: [] };
const employer = (...names: string[]): Account => ({
  guard: 'ats',
  permissions: names.map((name) => ({ name })),
});
const everyPermission = employer(...PERMISSIONS);

/** A session of the route's side, with every permission. */
const signedIn = (side: Guard): Sessions =>
  side === 'candidate' ? { candidate } : { employer: everyPermission };
/** A session of the other side only, as each side's /me may answer it. */
const otherSide = (side: Guard): Sessions =>
  side === 'candidate'
    ? { candidate: everyPermission, employer: everyPermission }
    : { candidate, employer: candidate };
const signIn: Record<Guard, 'login' | 'employerLogin'> = {
  candidate: 'login',
  employer: 'employerLogin',
};

const guarded = ROUTE_NAMES.filter((name) => (routes[name] as RouteDef).guard);
const guestPages = ROUTE_NAMES.filter((name) => (routes[name] as RouteDef).guestOf);

describe('the router enforces the route table’s access rules', () => {
  it('finds routes of both kinds in the table', () => {
    expect(guarded.length).toBeGreaterThan(10);
    expect(guarded.some((name) => (routes[name] as RouteDef).guard === 'candidate')).toBe(true);
    expect(guestPages.length).toBeGreaterThan(3);
  });

  it('sends a guest and a session of the other side to the sign-in page, with the way back', async () => {
    for (const name of guarded) {
      const side = (routes[name] as RouteDef).guard!;
      for (const lang of LANGS) {
        const target = `${path(name, lang)}?x=1`;
        const login = pathTo(signIn[side], lang, {}, { redirect: target });
        expect(await outcome(target, context({})), `${name} ${lang}, guest`).toBe(login);
        expect(await outcome(target, context(otherSide(side))), `${name} ${lang}, other`).toBe(
          login,
        );
      }
    }
  });

  it('opens a guarded page to a session of its side with its permissions, else 403', async () => {
    for (const name of guarded) {
      const def = routes[name] as RouteDef;
      const target = path(name, 'en');
      const opened = await outcome(target, context(signedIn(def.guard!)));
      expect(opened, `${name} signed in`).not.toBe(403);
      expect(String(opened), `${name} signed in`).not.toMatch(/login|connexion/);
      for (const missing of def.permissions ?? []) {
        const without = employer(...PERMISSIONS.filter((p) => p !== missing));
        expect(await outcome(target, context({ employer: without })), `${name} −${missing}`).toBe(
          403,
        );
      }
    }
  });

  it('sends a visitor signed in on its side on from a sign-in page, to a safe ?redirect=', async () => {
    for (const name of guestPages) {
      const side = (routes[name] as RouteDef).guestOf!;
      const target = path(name, 'fr');
      expect(await outcome(target, context({})), `${name} guest`).toBe(200);
      const home =
        side === 'candidate' ? pathTo('profile', 'fr') : pathTo('employerMyOffers', 'fr');
      expect(await outcome(target, context(signedIn(side))), name).toBe(home);
      const back = pathTo('findJob', 'fr');
      expect(await outcome(`${target}?redirect=${back}`, context(signedIn(side))), name).toBe(back);
      const away = `${target}?redirect=https://evil.example/`;
      expect(await outcome(away, context(signedIn(side))), name).toBe(home);
    }
  });

  it('sends employers to the ATS from the employer side only where the brand says so and ATS_URL is set', async () => {
    const toAts = { atsUrl: 'https://ats.example.com/app', toAts: true };
    for (const name of ROUTE_NAMES) {
      const def = routes[name] as RouteDef;
      const employerSide = def.guard === 'employer' || def.guestOf === 'employer';
      const sent = await outcome(path(name, 'fr'), context({}, toAts));
      if (employerSide) expect(sent, name).toBe('https://ats.example.com/app?lg=fr');
      else expect(String(sent), name).not.toMatch(/ats\.example/);
    }
    const noUrl = await outcome(path('employerLogin', 'fr'), context({}, { toAts: true }));
    expect(noUrl).toBe(200);
  });

  it('sends a signed-in employer to the ATS signed in, through a new single sign-on link each time', async () => {
    const toAts = { atsUrl: 'https://ats.example.com/app', toAts: true };
    const rc = context({ employer: everyPermission }, toAts);
    // In the browser, the tokens are asked for with an employer's session hint only.
    expect(await outcome(path('employerMyOffers', 'en'), rc)).toBe(
      'https://ats.example.com/app?lg=en',
    );
    document.cookie = 'ats_signed_in=1; path=/';
    onTestFinished(() => void (document.cookie = 'ats_signed_in=; max-age=0; path=/'));
    // The link of the mail that announces an application.
    const application = pathTo('employerOfferApplications', 'en', { id: '4' });
    expect(await outcome(application, rc)).toBe(
      'https://ats.example.com/app/auth/sso?selector=s1&token=t&lg=en',
    );
    expect(await outcome(path('employerMyOffers', 'fr'), rc)).toBe(
      'https://ats.example.com/app/auth/sso?selector=s2&token=t&lg=fr',
    );
    // A candidate's session is not an employer's: the ATS's home.
    const asCandidate = context({ candidate, employer: candidate }, toAts);
    expect(await outcome(path('employerMyOffers', 'fr'), asCandidate)).toBe(
      'https://ats.example.com/app?lg=fr',
    );
  });
});
