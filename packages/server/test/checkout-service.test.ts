import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerJobboards } from '../src/db/schema.js';
import { findOfferRow } from '../src/repositories/employer-offers.js';
import {
  refreshCheckoutStatus,
  startSinglePostingCheckout,
} from '../src/services/payments/checkout.js';
import type { CheckoutStatus, PaymentProvider } from '../src/services/payments/index.js';
import { insertCompany, insertOffer } from './fixtures/employer.js';
import { createTestApp, FIXTURE_BRANDS, type TestApp } from './helper.js';

/**
 * The checkout's service without its routes (employer-publishing.test.ts drives them over HTTP):
 * what it asks the provider, what it records, and when a paid session publishes.
 */
const BOARD = FIXTURE_BRANDS[0]!;

/** A provider that says what it was asked and answers the status it is given. */
function fakeProvider() {
  const asked = { created: [] as string[], status: [] as string[] };
  let status: CheckoutStatus = 'open';
  let n = 0;
  const provider: PaymentProvider = {
    name: 'fake',
    createCheckout(request) {
      asked.created.push(request.description);
      n += 1;
      return Promise.resolve({ id: `cs_fake_${n}`, url: `https://pay.test/cs_fake_${n}` });
    },
    checkoutUrl: (id) => `https://pay.test/${id}`,
    getCheckoutStatus(id) {
      asked.status.push(id);
      return Promise.resolve(status);
    },
  };
  return { provider, asked, answer: (next: CheckoutStatus) => (status = next) };
}

let t: TestApp;
let teamId: number;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  teamId = (await t.createEmployer()).teamId!;
  companyId = await insertCompany(t.db, teamId);
});
afterAll(() => t.close());

async function checkoutOf(amountCents: number, payments: PaymentProvider) {
  const id = await insertOffer(t.db, teamId, companyId, { titleFr: 'Infirmière de nuit' });
  const offer = (await findOfferRow(t.db, teamId, id))!;
  const started = await startSinglePostingCheckout(
    { db: t.db, payments },
    {
      offer,
      teamId,
      board: BOARD,
      price: { amountCents, currency: 'CAD' },
      language: 'fr',
      successUrl: '/fr/succes',
      cancelUrl: '/fr/annule',
    },
  );
  return { id, ...started };
}
const boardsOf = async (offerId: number) =>
  (await t.db.select().from(offerJobboards).where(eq(offerJobboards.offerId, offerId))).map(
    (r) => r.jobboard,
  );

describe('single job posting checkout service', () => {
  it('opens a paid session at the provider, records it open, and publishes once paid', async () => {
    const { provider, asked, answer } = fakeProvider();
    const { id, row, url } = await checkoutOf(9900, provider);
    expect(url).toBe(`https://pay.test/${row.id}`);
    expect(row).toMatchObject({ status: 'open', amountCents: 9900, jobboard: BOARD.name });
    expect(asked.created).toHaveLength(1);
    expect(asked.created[0]).toContain('Infirmière de nuit');
    const where = { teamId, offerId: id, board: BOARD.name };

    expect(await refreshCheckoutStatus({ db: t.db, payments: provider }, where)).toMatchObject({
      status: 'open',
    });
    expect(await boardsOf(id)).toEqual([]);

    answer('paid');
    const paid = await refreshCheckoutStatus({ db: t.db, payments: provider }, where);
    expect(paid).toMatchObject({ id: row.id, status: 'paid' });
    expect(await boardsOf(id)).toEqual([BOARD.name]);

    // A settled session is not asked about again.
    const asks = asked.status.length;
    await refreshCheckoutStatus({ db: t.db, payments: provider }, where);
    expect(asked.status).toHaveLength(asks);
  });

  it('records a free posting settled without the provider, and publishes it at once', async () => {
    const { provider, asked } = fakeProvider();
    const { id, row, url } = await checkoutOf(0, provider);
    expect(url).toBe('');
    expect(row).toMatchObject({ status: 'paid', amountCents: 0 });
    expect(asked.created).toEqual([]);
    expect(await boardsOf(id)).toEqual([BOARD.name]);
  });

  it('finds no checkout for an offer that has none', async () => {
    const { provider } = fakeProvider();
    const id = await insertOffer(t.db, teamId, companyId);
    expect(
      await refreshCheckoutStatus(
        { db: t.db, payments: provider },
        { teamId, offerId: id, board: BOARD.name },
      ),
    ).toBeUndefined();
  });
});
