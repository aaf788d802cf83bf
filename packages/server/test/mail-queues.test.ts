import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '../src/services/jobs.js';
import type { MailMessage } from '../src/services/mail.js';
import { mailBrand } from '../src/services/mail-brand.js';
import { createTestApp, type TestApp } from './helper.js';

/**
 * Mail goes on two queues (services/jobs-definitions.ts): a backlog of notifications, such as an
 * employer's bulk stage moves make, never holds a confirmation a person waits for on screen. On
 * PostgreSQL the queues are pg-boss's, in memory on PGlite.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function notification(n: number): MailMessage {
  const board = t.app.brands.get('jobboard')!;
  return {
    to: `notified-${n}@example.test`,
    template: 'application-stage',
    lang: 'en',
    brand: mailBrand(board, t.app.brands.bundle(board.name), 'http://jobboard.test', 'en'),
    data: {
      firstName: 'Noah',
      offerTitle: 'Cook',
      companyName: null,
      isInReview: true,
      isInterview: false,
      isOffer: false,
      url: 'http://jobboard.test/en/my-applications',
    },
  };
}

describe('mail queues', () => {
  it('sends a confirmation within 10 s while 500 notifications wait', async () => {
    for (let n = 0; n < 500; n++) await t.app.jobs.send(JOBS.mail, notification(n));
    const email = `waiting-${Date.now().toString(36)}@example.test`;
    const asked = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/signup',
      headers: { host: 'jobboard.test', cookie: 'lg=en' },
      remoteAddress: '10.9.1.1',
      payload: { email, password: 'a long enough password', first_name: 'Zoé', last_name: 'T' },
    });
    expect(res.statusCode).toBe(202);
    // The outbox as it is, without waiting for the queue to empty (t.mailer would).
    let confirmation;
    while (!confirmation && Date.now() - asked < 10_000) {
      confirmation = await t.app.mailer.lastMessageTo(email);
      if (!confirmation) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(confirmation?.template).toBe('email-confirmation');
    // The notifications all go too.
    await t.app.jobs.drain(120_000);
    const sent = await t.app.mailer.listOutbox();
    expect(sent.filter((m) => m.template === 'application-stage')).toHaveLength(500);
  }, 150_000);
});
