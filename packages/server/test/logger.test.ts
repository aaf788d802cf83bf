import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, Writable } from 'node:stream';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog, loggerOptions } from '../src/config/logger.js';

/** A log destination that keeps each JSON line written to it, parsed. */
function capturedLines(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('server logs', () => {
  it('are JSON in production and when the output is not a terminal', () => {
    for (const [options, level] of [
      [loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, true), 'info'],
      [loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'warn' }, false), 'warn'],
    ] as const) {
      expect(options).toMatchObject({ level });
      expect(options).not.toHaveProperty('transport');
      // Standard output, written asynchronously (pino's SonicBoom on file descriptor 1).
      expect(
        (options as unknown as { stream: { fd: number; sync: boolean } }).stream,
      ).toMatchObject({
        fd: 1,
        sync: false,
      });
    }
  });

  it('have one access line a request, with what was asked and what was answered', async () => {
    const { lines, stream } = capturedLines();
    const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog() });
    app.get('/offers', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('broken on purpose');
    });
    await app.inject({ url: '/offers?page=2', headers: { host: 'jobboard.localhost' } });
    await app.inject({ url: '/broken' });
    await app.close();

    const offers = lines.filter((line) => line.reqId === lines[0]!.reqId);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/offers?page=2', host: 'jobboard.localhost' },
      res: { statusCode: 200 },
    });
    expect(typeof offers[0]!.responseTime).toBe('number');
    // An error keeps Fastify's own line, with its request id, beside the access line.
    const broken = lines.filter(
      (line) =>
        (line.req as { url?: string })?.url === '/broken' && line.msg === 'request completed',
    );
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatchObject({ res: { statusCode: 500 } });
    const errorLines = lines.filter((line) => line.reqId === broken[0]!.reqId);
    expect(errorLines.map((line) => line.level)).toContain(50);
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
  });

  it('give a visitor who leaves mid-answer an access line, not an error', async () => {
    const { lines, stream } = capturedLines();
    const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog() });
    // An answer far larger than a socket's buffers, sent as a stream: still going when the
    // client goes.
    app.get('/export', async (_request, reply) =>
      reply.type('text/plain').send(
        Readable.from(
          (function* () {
            for (let i = 0; i < 2_000; i++) yield Buffer.alloc(64 * 1024, 'x');
          })(),
        ),
      ),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const asked = http.get({ host: '127.0.0.1', port, path: '/export?part=1' }, (answer) =>
        answer.once('data', () => {
          asked.destroy();
          resolve();
        }),
      );
      asked.on('error', () => undefined);
    });
    await expect.poll(() => lines.some((line) => line.reqId)).toBe(true);
    await app.close();

    const request = lines.filter((line) => line.reqId);
    expect(request.map((line) => line.msg)).toEqual(['client left before the answer ended']);
    expect(request[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/export?part=1' },
      res: { statusCode: 200 },
    });
  });

  it('are one readable line each in development on a terminal', async () => {
    const options = loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'debug' }, true);
    expect(options).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty', options: { singleLine: true } },
    });
    // The transport's target is installed where the server resolves it, and writes one line
    // that a person reads: no JSON braces around the message.
    const require = createRequire(import.meta.url);
    const pretty = require(require.resolve('pino-pretty')) as (o: object) => Writable;
    const chunks: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    });
    const transport = (options as { transport: { options: object } }).transport;
    const stream = pretty({ ...transport.options, colorize: false, destination });
    stream.write(
      `${JSON.stringify({ level: 30, time: Date.now(), pid: 1, hostname: 'h', reqId: 'x', msg: 'request completed', res: { statusCode: 200 } })}\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const out = chunks.join('');
    expect(out.trim().split('\n')).toHaveLength(1);
    expect(out).toContain('INFO');
    expect(out).toContain('request completed');
    expect(out).not.toContain('"msg"');
    expect(out).not.toContain('hostname');
  });
});
