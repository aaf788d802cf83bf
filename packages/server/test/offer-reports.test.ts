import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_REPORT_DETAIL_MAX } from '@jobboard/contracts';
import { createTestApp, type TestApp } from './helper.js';
import { insertCompany, insertOffer } from './fixtures/public-offers.js';

let t: TestApp;
let open: number;
let expired: number;
let draft: number;
let elsewhere: number;
let onCare: number;

beforeAll(async () => {
  t = await createTestApp();
  const company = await insertCompany(t.db, { nameFr: 'Acmé', nameEn: 'Acme' });
  open = await insertOffer(t.db, { companyId: company, titleFr: 'Cuisinier <b>chef</b>' });
  expired = await insertOffer(t.db, { companyId: company, expiresInDays: -3 });
  draft = await insertOffer(t.db, { companyId: company, status: 'draft' });
  elsewhere = await insertOffer(t.db, { companyId: company, boards: ['techboard'] });
  onCare = await insertOffer(t.db, {
    companyId: company,
    titleFr: 'Infirmière',
    titleEn: 'Nurse',
    boards: ['careboard'],
  });
});
/** Reports accepted on jobboard: their mails are all sent before the server closes. */
let accepted = 0;
afterAll(async () => {
  if (accepted) await reportMail('privacy@example.com', accepted);
  await t?.close();
});

let client = 0;
/** Each call from its own address unless `ip` says otherwise: the limit counts per client. */
const report = async (
  id: number | string,
  body: unknown,
  {
    board = 'jobboard',
    ip = `10.77.${Math.floor(++client / 250)}.${(client % 250) + 1}`,
    lg = 'en',
  } = {},
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/jobboard/${board}/offers/${id}/report`,
    headers: { host: `${board}.test`, cookie: `lg=${lg}` },
    remoteAddress: ip,
    payload: body as object,
  });
  if (res.statusCode === 202 && board === 'jobboard') accepted++;
  return res;
};

/** The newest offer-report mail to an address, waiting for the queue to send it. */
async function reportMail(to: string, count = 1) {
  for (let i = 0; i < 250; i++) {
    const mails = (await t.mailer.listOutbox(to)).filter((m) => m.template === 'offer-report');
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no offer-report mail to ${to}`);
}

describe('POST /api/jobboard/{jobboard}/offers/{id}/report', () => {
  it('mails the report to the board’s address (the privacy officer’s without a moderation one), in the board’s language', async () => {
    const res = await report(open, {
      reason: 'scam',
      detail: '  Ils demandent <b>300 $</b>\navant l’entrevue.  ',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Thank you! Your report was sent to the site’s team.' });
    const [mail] = await reportMail('privacy@example.com');
    expect(mail).toMatchObject({ lang: 'fr' });
    expect(mail!.subject).toContain('Offre signalée : Cuisinier <b>chef</b>');
    expect(mail!.text).toContain('Raison : Arnaque ou hameçonnage');
    expect(mail!.text).toContain('Ils demandent <b>300 $</b>\navant l’entrevue.');
    expect(mail!.text).toContain(`/fr/offre/cuisinier-b-chef-b/${open}`);
    expect(mail!.text).toContain('de Acmé');
    // Escaped in the HTML part.
    expect(mail!.html).toContain('Ils demandent &lt;b&gt;300 $&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>300');
  });

  it('goes to the moderation address of a board that has one, in its language, an expired offer too', async () => {
    const res = await report(onCare, { reason: 'misleading' }, { board: 'careboard', lg: 'fr' });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe('Merci! Votre signalement a été transmis à l’équipe du site.');
    const [mail] = await reportMail('moderation@careboard.test');
    expect(mail).toMatchObject({ lang: 'en' });
    expect(mail!.text).toContain('Reason: False or misleading information');
    expect(mail!.text).toContain(`/en/offer/nurse/${onCare}`);
    expect(mail!.text).not.toContain("The visitor's details");
    // An expired offer's page is still read on the board: it may be reported.
    expect((await report(expired, { reason: 'expired' })).statusCode).toBe(202);
  });

  it('404 for an offer not readable on the board: unknown, draft, another board’s, not an id', async () => {
    for (const id of [999_999, draft, elsewhere, 'abc']) {
      const res = await report(id, { reason: 'scam' });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'The requested resource does not exist.' });
    }
    expect((await report(open, { reason: 'scam' }, { board: 'nowhere' })).statusCode).toBe(404);
  });

  it('422 for a reason not on the list, no reason, or a detail past 1,000 characters', async () => {
    const before = (await t.mailer.listOutbox('privacy@example.com')).length;
    const unknown = await report(open, { reason: 'boring' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['reason']);
    expect((await report(open, {})).statusCode).toBe(422);
    const long = await report(open, {
      reason: 'other',
      detail: 'x'.repeat(OFFER_REPORT_DETAIL_MAX + 1),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      detail: ['This field may not be greater than 1,000 characters.'],
    });
    expect(
      (await report(open, { reason: 'other', detail: 'x'.repeat(OFFER_REPORT_DETAIL_MAX) }))
        .statusCode,
    ).toBe(202);
    await reportMail('privacy@example.com', before + 1);
  });

  it('is limited per client address: five in ten minutes, then 429; another address goes on', async () => {
    const ip = '10.99.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await report(open, { reason: 'other' }, { ip })).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await report(open, { reason: 'other' }, { ip: '10.99.0.2' })).statusCode).toBe(202);
  });

  it('never lets more than five through when they come at once (the count is atomic)', async () => {
    const ip = '10.99.0.3';
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => report(open, { reason: 'other' }, { ip })),
    );
    const passed = statuses.filter((r) => r.statusCode === 202).length;
    expect(passed).toBeLessThanOrEqual(5);
    expect(statuses.every((r) => [202, 429].includes(r.statusCode))).toBe(true);
  });
});
