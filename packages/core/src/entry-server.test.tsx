import type { Offer } from '@jobboard/contracts';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateApp } from './app/hydrate';
import { readState } from './app/state';
import { render, type RenderRequest } from './entry-server';
import { testBrand } from './testing/brand';

const ORIGIN = 'http://testboard.localhost:3000';
const brand = testBrand();
const attr = {
  id: 41,
  type: 'schedule' as const,
  label: { fr: 'Temps plein', en: 'Full time' },
  slug: { fr: 'temps-plein', en: 'full-time' },
  parent_id: null,
};
const offer: Offer = {
  id: 7,
  is_confidential: false,
  company: { id: 3, slug: 'acme', name_fr: 'Acmé', name_en: 'Acme', logo: null },
  contents: {
    fr: { title: 'Cuisinier', description: 'Cuisiner bien', slug: 'cuisinier' },
    en: { title: 'Cook', description: 'Cook well', slug: 'cook' },
  },
  primary_language: 'fr',
  has_applied: false,
  attributes: [attr],
  city: { id: 1, label: 'Montréal', slug: 'montreal', featured: true },
  address: null,
  salary: null,
  positions: 1,
  jobboards: [{ name: 'testboard' }],
  status: 'published',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  expires_at: null,
};
const page = { data: [offer], meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 } };
const fetchApi = async (path: string) => {
  if (path.endsWith('/me')) return { status: 401, body: { message: 'unauthorized' } };
  if (path.includes('/offers/7')) return { status: 200, body: { data: offer } };
  if (path.includes('/similar-offers/')) return { status: 200, body: { data: [] } };
  if (path.includes('/offer-attributes'))
    return {
      status: 200,
      body: { data: { attributes: { category: [], schedule: [attr] }, cities: [offer.city] } },
    };
  if (/\/offers(\?|$)/.test(path)) return { status: 200, body: page };
  return { status: 404, body: { message: 'Not found' } };
};

async function renderPage(
  url: string,
  consent: RenderRequest['consent'] = null,
  postedForm?: RenderRequest['postedForm'],
) {
  const result = await render({
    url,
    origin: ORIGIN,
    brand,
    atsUrl: null,
    fetchApi,
    consent,
    ...(postedForm ? { postedForm } : {}),
  });
  if (result.kind !== 'page') throw new Error(`redirect to ${result.location}`);
  return result;
}

/** Server render, then hydrate in jsdom and return what React logged. */
async function renderAndHydrate(url: string, postedForm?: RenderRequest['postedForm']) {
  const result = await renderPage(url, null, postedForm);
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${result.html}</div>`;
  // innerHTML does not run scripts: run the router's hydration-data script as the browser would.
  for (const script of document.querySelectorAll('#root script'))
    new Function(script.textContent ?? '')();
  document.body.insertAdjacentHTML('beforeend', result.state.join(''));
  const state = readState();
  const errors: unknown[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  const recoverable: unknown[] = [];
  await act(async () => {
    await hydrateApp(document.getElementById('root')!, state, {
      onRecoverableError: (e) => void recoverable.push(e),
    });
  });
  spy.mockRestore();
  return { result, errors, recoverable };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('server render', () => {
  it('renders the offer page with its data, SEO head and JobPosting', async () => {
    const r = await renderPage('/en/offer/cook/7');
    expect(r.status).toBe(200);
    expect(r.html).toContain('Cook');
    expect(r.headData.title).toBe('Cook – Acme | Test Jobs');
    // The head's values (the server fills the brand build's head template with them).
    expect(r.headData.canonical).toBe('http://testboard.localhost:3000/en/offer/cook/7');
    expect(r.headData.alternates.fr).toBe('http://testboard.localhost:3000/fr/offre/cuisinier/7');
    expect(r.headData.alternates.xDefault).toBeTruthy();
    expect(JSON.stringify(r.headData.jsonLd)).toContain('"@type":"JobPosting"');
    expect(r.headData.image?.url).toBeTruthy();
  });
  // The server runs in UTC, visitors in Quebec: a date formatted in each one's own time zone
  // differed by a day near midnight, and hydration failed (React #418) on such offer pages.
  it('shows dates in Quebec’s time zone, whatever the server’s', async () => {
    const late = { ...offer, created_at: '2026-11-25T02:00:00Z' };
    expect(
      new Intl.DateTimeFormat('fr-CA', { timeZone: 'UTC', day: 'numeric' }).format(
        Date.parse(late.created_at),
      ),
    ).toBe('25');
    const result = await render({
      url: '/fr/offre/cuisinier/7',
      origin: ORIGIN,
      brand,
      atsUrl: null,
      fetchApi: async (path) =>
        path.includes('/offers/7') ? { status: 200, body: { data: late } } : fetchApi(path),
    });
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain('24 novembre 2026');
    expect(result.html).not.toContain('25 novembre 2026');
  });

  it('answers 404 for an unknown route and a missing offer', async () => {
    expect((await renderPage('/fr/rien-ici')).status).toBe(404);
    const missing = await renderPage('/fr/offre/x/99');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Cette page est introuvable');
  });
  it('sends anonymous visitors from candidate pages to login', async () => {
    const r = await render({ url: '/fr/profile', origin: ORIGIN, brand, atsUrl: null, fetchApi });
    expect(r).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/fr/connexion?redirect=%2Ffr%2Fprofile',
    });
  });
  it('redirects a legacy offer address to the canonical one', async () => {
    const r = await render({
      url: '/fr/offre/cuisinier-7',
      origin: ORIGIN,
      brand,
      atsUrl: null,
      fetchApi,
    });
    expect(r).toMatchObject({ kind: 'redirect', location: '/fr/offre/cuisinier/7' });
  });
  it('renders the brand (hero picture with sizes, ad slot only where configured)', async () => {
    const r = await renderPage('/fr');
    expect(r.html).toContain('type="image/avif"');
    expect(r.html).toMatch(/<img[^>]+width="960"[^>]+height="300"/);
    expect(r.html).toContain('data-ad-zone="bigBox"');
    // The zone is closed until the ad network fills it in the browser: no label, no reserved band.
    expect(r.html).toMatch(/data-ad-zone="bigBox"[^>]*><div[^>]*data-ad-unit=/);
    expect(r.html).not.toMatch(/data-ad-zone="bigBox"[^>]*><span/);
    expect(r.html).not.toContain('data-ad-zone="leaderboard"');
    expect(r.html).toContain('Membre du réseau');
  });
});

describe('consent banner', () => {
  it('is in the page while the visitor has made no choice, in its language', async () => {
    const fr = await renderPage('/fr');
    expect(fr.html).toContain('data-consent-banner');
    expect(fr.html).toContain('Tout refuser');
    expect(fr.html).toContain('action="/api/jobboard/');
    // The choice travels to the browser: the page starts from what the server rendered.
    expect(fr.state.join('')).toContain('"consent":null');
    const en = await renderPage('/en');
    expect(en.html).toContain('Refuse all');
  });

  it('is not over the privacy page, whose cookie section holds the same choices', async () => {
    const r = await renderPage('/fr/confidentialite');
    expect(r.html).not.toContain('data-consent-banner');
    expect(r.html).toContain('Tout refuser');
    expect(r.state.join('')).toContain('"consent":null');
  });

  it('is not in the page once a choice is made', async () => {
    const r = await renderPage('/fr', { advertising: false, measurement: true });
    expect(r.html).not.toContain('data-consent-banner');
    expect(r.state.join('')).toContain('"consent":{"advertising":false,"measurement":true}');
  });
});

describe('a sign-in form posted without JavaScript and refused', () => {
  const refused = {
    values: { email: 'ana@example.ca' },
    status: 400,
    body: { message: 'Invalid credentials', error: 'invalid_grant' },
  };

  it('shows the answer in the form, with the e-mail kept and the password not', async () => {
    const fr = await renderPage('/fr/connexion?redirect=%2Ffr%2Fprofile', null, refused);
    expect(fr.html).toMatch(/role="alert"[^>]*>Courriel ou mot de passe invalide\.</);
    expect(fr.html).toMatch(/<input[^>]*id="auth-email"[^>]*value="ana@example.ca"/);
    expect(fr.html).not.toMatch(/<input[^>]*id="auth-password"[^>]*value=/);
    const en = await render({
      url: '/en/employer/login',
      origin: ORIGIN,
      brand,
      atsUrl: null,
      fetchApi,
      postedForm: refused,
    });
    if (en.kind !== 'page') throw new Error(`redirect to ${en.location}`);
    expect(en.html).toContain('Invalid email or password.');
    expect(en.html).toMatch(/<input[^>]*id="employer-email"[^>]*value="ana@example.ca"/);
    // Without a posted form, the page is as ever.
    expect((await renderPage('/fr/connexion')).html).not.toContain('role="alert"');
  });

  it('names the fields of a 422 on the fields, and hydrates as rendered', async () => {
    const invalid = {
      values: { email: 'ana' },
      status: 422,
      body: { message: 'Invalid', errors: { email: ['Adresse courriel invalide.'] } },
    };
    const r = await renderPage('/fr/connexion', null, invalid);
    expect(r.html).toContain('Adresse courriel invalide.');
    expect(r.html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*id="auth-email"|id="auth-email"[^>]*aria-invalid="true"/,
    );
    const { errors, recoverable, result } = await renderAndHydrate('/fr/connexion', refused);
    expect(result.html).toContain('Courriel ou mot de passe invalide.');
    expect(recoverable).toEqual([]);
    expect(errors.map((e) => String((e as unknown[])[0]).slice(0, 300))).toEqual([]);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Courriel ou mot de passe invalide.',
    );
  });
});

describe('styles', () => {
  /** The class selectors of a page's style tags, in order. */
  const rulesOf = (styles: string) => styles.match(/\.[\w-]+\{/g) ?? [];

  it('gives a page the same rules when rendered again after other pages', async () => {
    const first = await renderPage('/en/offer/cook/7');
    await renderPage('/fr');
    await renderPage('/fr/trouver-un-emploi?q=chef');
    const again = await renderPage('/en/offer/cook/7');
    expect(rulesOf(first.styles).length).toBeGreaterThan(20);
    expect(rulesOf(again.styles)).toEqual(rulesOf(first.styles));
  });

  it('keeps the global rules, unchanged, in a page rendered again with the same sheet', async () => {
    // A brand of its own: its sheets start empty here, whatever the other tests rendered.
    const fresh = testBrand({ colors: { ...brand.manifest.colors, primary: '#1f5d99' } });
    const renderFresh = async () => {
      const result = await render({
        url: '/fr',
        origin: ORIGIN,
        brand: fresh,
        atsUrl: null,
        fetchApi,
      });
      if (result.kind !== 'page') throw new Error('expected a page');
      return result.styles;
    };
    const first = await renderFresh();
    const again = await renderFresh();
    expect(first).toContain('box-sizing:border-box');
    expect(first).toContain('#1f5d99');
    expect(again).toBe(first);
  });

  it("never gives one brand's rules to another brand's page", async () => {
    const other = testBrand({ colors: { ...brand.manifest.colors, primary: '#a51c30' } });
    const ours = await renderPage('/en/offer/cook/7');
    const theirs = await render({
      url: '/en/offer/cook/7',
      origin: ORIGIN,
      brand: other,
      atsUrl: null,
      fetchApi,
    });
    if (theirs.kind !== 'page') throw new Error('expected a page');
    expect(ours.styles).toContain(brand.manifest.colors.primary);
    expect(theirs.styles).toContain('#a51c30');
    expect(theirs.styles).not.toContain(brand.manifest.colors.primary);
  });
});

describe('hydration', () => {
  for (const url of [
    '/fr',
    '/en/offer/cook/7',
    '/fr/trouver-un-emploi?q=chef',
    '/en/login',
    '/fr/nulle-part',
  ]) {
    it(`hydrates ${url} without warnings`, async () => {
      const { errors, recoverable } = await renderAndHydrate(url);
      expect(recoverable).toEqual([]);
      expect(errors.map((e) => String((e as unknown[])[0]).slice(0, 300))).toEqual([]);
    });
  }
});
