import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAGE_UNDO_SECONDS } from '@jobboard/contracts';
import { EnvError, envWarnings, parseEnv } from '../src/config/env.js';

describe('environment', () => {
  it('has working defaults', () => {
    const env = parseEnv({}, '/srv/app');
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL_SCHEME: 'http',
      PAYMENT_PROVIDER: 'test',
      SEED_DEMO: true,
    });
    expect(path.isAbsolute(env.DATA_DIR)).toBe(true);
    expect(env.DATA_DIR.endsWith(`${path.sep}data`)).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    // No brand key in server code: the start scripts name the default brand.
    expect(env.DEFAULT_BRAND).toBeUndefined();
    expect(envWarnings(env)).toHaveLength(1);
  });

  it('takes the brands’ canonical origin from PUBLIC_ORIGIN, a template of origins', () => {
    expect(parseEnv({}).PUBLIC_ORIGIN).toBe('http://{host}');
    expect(parseEnv({ PUBLIC_URL_SCHEME: 'https' }).PUBLIC_ORIGIN).toBe('https://{host}');
    const dev = 'http://{brand}.localhost:3000';
    expect(parseEnv({ PUBLIC_ORIGIN: dev }).PUBLIC_ORIGIN).toBe(dev);
    for (const bad of ['https://example.com', 'ftp://{host}', 'https://{host}/path', '{host}'])
      expect(() => parseEnv({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE (20 by default)', () => {
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(20);
    expect(parseEnv({ DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
    for (const bad of ['0', '-1', '2.5', 'many'])
      expect(() => parseEnv({ DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('resolves a relative DATA_DIR from the directory the command ran in', () => {
    expect(parseEnv({ DATA_DIR: './var' }, '/srv/app').DATA_DIR).toBe(path.resolve('/srv/app/var'));
    expect(parseEnv({ DATA_DIR: './var', INIT_CWD: '/home/me' }).DATA_DIR).toBe(
      path.resolve('/home/me/var'),
    );
  });

  it('keeps the stage mail past the employer’s undo window (or at once, for tests)', () => {
    expect(parseEnv({}).STAGE_MAIL_DELAY_SECONDS).toBe(120);
    expect(parseEnv({ STAGE_MAIL_DELAY_SECONDS: '0' }).STAGE_MAIL_DELAY_SECONDS).toBe(0);
    expect(
      parseEnv({ STAGE_MAIL_DELAY_SECONDS: String(STAGE_UNDO_SECONDS) }).STAGE_MAIL_DELAY_SECONDS,
    ).toBe(STAGE_UNDO_SECONDS);
    expect(() => parseEnv({ STAGE_MAIL_DELAY_SECONDS: '5' })).toThrow(/STAGE_MAIL_DELAY_SECONDS/);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ATS_URL: 'not a url',
        PUBLIC_URL_SCHEME: 'ftp',
        SMTP_PORT: '99999',
        SESSION_SECRET: 'short',
        LOG_LEVEL: 'loud',
        SEED_DEMO: 'maybe',
        PAYMENT_PROVIDER: 'cash',
        DEFAULT_BRAND: 'Bad Key',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const names = (error as EnvError).problems.map((p) => p.split(':')[0]);
    expect(names.sort()).toEqual(
      [
        'ATS_URL',
        'DATABASE_URL',
        'DEFAULT_BRAND',
        'LOG_LEVEL',
        'PAYMENT_PROVIDER',
        'PORT',
        'PUBLIC_URL_SCHEME',
        'SEED_DEMO',
        'SESSION_SECRET',
        'SMTP_PORT',
      ].sort(),
    );
    expect((error as Error).message).toContain('PORT');
  });

  it('treats empty strings as unset and refuses the dev secret in production', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).NODE_ENV).toBe(
      'production',
    );
  });

  it('seeds the demo (shared passwords) outside production only', () => {
    const secret = { SESSION_SECRET: 'x'.repeat(40) };
    expect(parseEnv({}, '/').SEED_DEMO).toBe(true);
    expect(parseEnv({ SEED_DEMO: 'false' }, '/').SEED_DEMO).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', ...secret }, '/').SEED_DEMO).toBe(false);
    expect(() => parseEnv({ NODE_ENV: 'production', SEED_DEMO: 'true', ...secret }, '/')).toThrow(
      /SEED_DEMO: the demo accounts .* never in production/,
    );
  });

  it('refuses WORKERS above 1 on the embedded database, and a bad REDIS_URL', () => {
    expect(parseEnv({}, '/').WORKERS).toBe(1);
    expect(() => parseEnv({ WORKERS: '2' }, '/')).toThrow(
      /WORKERS: 2 processes need a PostgreSQL server \(DATABASE_URL\)/,
    );
    expect(
      parseEnv({ WORKERS: '2', DATABASE_URL: 'postgres://app:app@db:5432/app' }, '/').WORKERS,
    ).toBe(2);
    expect(() => parseEnv({ WORKERS: '0' }, '/')).toThrow(EnvError);
    expect(() => parseEnv({ REDIS_URL: 'http://cache:6379' }, '/')).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(parseEnv({ REDIS_URL: 'redis://cache:6379/0' }, '/').REDIS_URL).toBe(
      'redis://cache:6379/0',
    );
  });
});
