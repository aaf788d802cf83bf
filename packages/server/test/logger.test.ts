import { Writable } from 'node:stream';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/config/logger.js';

describe('server logs', () => {
  it('are JSON in production and when the output is not a terminal', () => {
    expect(loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, true)).toEqual({
      level: 'info',
    });
    expect(loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'warn' }, false)).toEqual({
      level: 'warn',
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
