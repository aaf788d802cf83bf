import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../i18n/messages.js';
import loadShedding, { type LoadSheddingOptions } from './load-shedding.js';

/** Blocks the event loop, as a burst of synchronous work would. */
const blockLoop = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* busy */
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Keeps the loop busy (30 ms blocks, a breath between them) until the plugin says so. */
async function overload() {
  for (let i = 0; i < 25 && !app!.isUnderPressure(); i++) {
    blockLoop(30);
    await sleep(1);
  }
  expect(app!.isUnderPressure()).toBe(true);
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A listening app: shedding is for requests from the network (app.inject counts as internal). */
async function start(options: LoadSheddingOptions) {
  app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(loadShedding, options);
  app.get('/ping', async () => ({ ok: true }));
  app.get('/assets/main.js', async () => 'export {};');
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

describe('load shedding (@fastify/under-pressure)', () => {
  it('answers normally while the loop is free', async () => {
    // A free loop, not a quiet machine: the full suite keeps both cores busy, and a worker
    // starved for a few hundred milliseconds lagged past a 200 ms limit (503 in a local run).
    const base = await start({ maxEventLoopDelay: 3000, sampleInterval: 50 });
    await sleep(120);
    const res = await fetch(`${base}/ping`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('sheds with 503, Retry-After and a localized { message } once the loop lags', async () => {
    const base = await start({ maxEventLoopDelay: 5, sampleInterval: 300, retryAfter: 7 });
    await overload();
    const res = await fetch(`${base}/ping`, { headers: { cookie: 'lg=en' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(await res.json()).toEqual({ message: t('en', 'service_unavailable') });
  });

  it('lets the server’s own requests through (SSR data of an admitted page)', async () => {
    await start({ maxEventLoopDelay: 5, sampleInterval: 300 });
    await overload();
    const res = await app!.inject({ method: 'GET', url: '/ping' });
    expect(res.statusCode).toBe(200);
  });

  it('serves the page’s script files under pressure (a shed chunk broke a page already shown)', async () => {
    const base = await start({ maxEventLoopDelay: 5, sampleInterval: 300 });
    await overload();
    expect((await fetch(`${base}/ping`)).status).toBe(503);
    expect((await fetch(`${base}/assets/main.js`)).status).toBe(200);
  });

  it('sheds on event-loop utilization over the last interval', async () => {
    const base = await start({ maxEventLoopUtilization: 0.5, sampleInterval: 300 });
    await sleep(1000); // idle first: the utilization since start would stay below 0.5
    await overload();
    const res = await fetch(`${base}/ping`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('10');
    expect(await res.json()).toEqual({ message: t('fr', 'service_unavailable') });
  });
});
