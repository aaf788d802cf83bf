import type { Offer, User } from '@jobboard/contracts';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';
import { testBrand } from '../../testing/brand';

const brand = testBrand();

const OFFER: Offer = {
  id: 7,
  is_confidential: false,
  company: { id: 3, slug: 'acme', name_fr: 'Acmé', name_en: 'Acme', logo: null },
  contents: {
    fr: { title: 'Cuisinier', description: 'Cuisiner bien', slug: 'cuisinier' },
    en: { title: 'Cook', description: 'Cook well', slug: 'cook' },
  },
  primary_language: 'fr',
  has_applied: false,
  attributes: [],
  city: null,
  address: null,
  salary: null,
  positions: 1,
  jobboards: [{ name: 'testboard' }],
  status: 'published',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  expires_at: null,
};

const candidate = (emailVerified: boolean): User => ({
  id: 3,
  email: 'camille@example.com',
  email_verified: emailVerified,
  first_name: 'Camille',
  last_name: 'Tremblay',
  language: 'en',
  location: { address: null, country: 'CA', city_id: null },
  phone_number: null,
  guard: 'jobboard',
  permissions: [],
  team: null,
});

/** The apply page of offer 7 for a signed-in candidate. */
async function applyPage(user: User) {
  const result = await render({
    url: '/en/offer/cook/7/apply',
    origin: 'http://testboard.localhost:3000',
    brand,
    atsUrl: null,
    fetchApi: async (path: string) => {
      if (path.endsWith('/me')) return { status: 200, body: { data: user } };
      if (path.endsWith('/offers/7')) return { status: 200, body: { data: OFFER } };
      if (path.endsWith('/user/documents')) return { status: 200, body: { data: [] } };
      return { status: 404, body: { message: 'Not found' } };
    },
  });
  if (result.kind !== 'page') throw new Error('expected the page');
  return result.html;
}

describe('apply page', () => {
  it('tells a candidate whose address is not confirmed to confirm it first, instead of the form', async () => {
    const html = await applyPage(candidate(false));
    expect(html).toContain('data-testid="apply-confirm-first"');
    expect(html).toContain(
      'Confirm your e-mail address before you apply: employers only receive applications from confirmed addresses. Follow the link in the e-mail we sent to camille@example.com, or use “Resend the email” above to get a new one.',
    );
    expect(html).not.toContain('data-testid="apply-form"');
  });

  it('shows a confirmed candidate the form', async () => {
    const html = await applyPage(candidate(true));
    expect(html).toContain('data-testid="apply-form"');
    expect(html).not.toContain('apply-confirm-first');
  });
});
