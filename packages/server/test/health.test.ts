import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';

describe('probes and request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('/healthz answers on any host while the process lives', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { host: '10.0.0.7:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz checks the database and the brands, and says 503 once shutting down', async () => {
    const ready = await t.app.inject({ url: '/readyz', headers: { host: '10.0.0.7' } });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      checks: { database: true, brands: true, accepting: true },
    });
    t.app.draining = true;
    try {
      const draining = await t.app.inject({ url: '/readyz', headers: { host: '10.0.0.7' } });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({
        status: 'unavailable',
        checks: { accepting: false },
      });
    } finally {
      t.app.draining = false;
    }
  });

  it('answers each request with its id; a client cannot choose it without a trusted proxy', async () => {
    const res = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries the request id into the mail job it queued', async () => {
    const candidate = await t.createCandidate();
    const sent: Array<{ name: string; requestId?: string }> = [];
    const send = t.app.jobs.send.bind(t.app.jobs);
    t.app.jobs.send = async (name, data, options) => {
      // Recorded once queued: on PostgreSQL the insert is a round trip, and the outbox
      // reader below only waits for jobs already in the queue.
      const id = await send(name, data, options);
      sent.push({ name, requestId: options?.requestId });
      return id;
    };
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/jobboard/auth/forgot-password',
        headers: { host: 'jobboard.localhost' },
        payload: { email: candidate.email },
      });
      expect(res.statusCode).toBe(200);
      // The mail is queued by a task that starts after the answer.
      for (let i = 0; i < 200 && sent.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent).toEqual([{ name: 'mail.account', requestId: res.headers['x-request-id'] }]);
      expect(await t.mailer.lastMessageTo(candidate.email)).toBeDefined();
    } finally {
      t.app.jobs.send = send;
    }
  });
});
