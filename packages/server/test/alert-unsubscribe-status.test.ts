import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlerts } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ask = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/jobboard/jobboard/alerts/unsubscribe/status',
    payload: { token, lg: 'fr' },
  });

describe('the unsubscribe page asks whether its link still names an alert', () => {
  it('subscribed until the button is pressed, then not (a reload shows the done state)', async () => {
    const [alert] = await t.db
      .insert(jobAlerts)
      .values({
        jobboard: 'jobboard',
        email: 'statut@example.com',
        language: 'fr',
        filters: {},
        frequency: 'daily',
        confirmedAt: new Date(),
      })
      .returning({ id: jobAlerts.id, token: jobAlerts.unsubscribeToken });
    const token = `${alert!.id}-${alert!.token}`;
    const before = await ask(token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ subscribed: true });
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/jobboard/jobboard/alerts/unsubscribe',
      payload: { token, lg: 'fr' },
    });
    expect(off.statusCode).toBe(200);
    expect((await ask(token)).json()).toEqual({ subscribed: false });
  });

  it('a made-up token names nothing; a malformed one is a 422', async () => {
    expect((await ask(`999999-${'x'.repeat(43)}`)).json()).toEqual({ subscribed: false });
    expect((await ask('short')).statusCode).toBe(422);
  });
});
