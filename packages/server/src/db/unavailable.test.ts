import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason, isDatabaseUnavailable } from './unavailable.js';

/** A driver error as drizzle wraps it (DrizzleQueryError's cause). */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('knows a server that is down, stopping, starting, full or unreachable', () => {
    const away = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      wrapped(
        Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      ),
      wrapped(Object.assign(new Error('the database system is shutting down'), { code: '57P03' })),
      wrapped(Object.assign(new Error('connection failure'), { code: '08006' })),
      wrapped(Object.assign(new Error('sorry, too many clients already'), { code: '53300' })),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
    ];
    expect(away.map(databaseUnavailableReason)).toEqual([
      'ECONNREFUSED',
      '57P01',
      '57P03',
      '08006',
      '53300',
      'Connection terminated unexpectedly',
      'timeout exceeded when trying to connect',
    ]);
  });

  it('leaves a wrong query or bad input to the other rules', () => {
    const wrong = [
      wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })),
      wrapped(Object.assign(new Error('invalid input syntax'), { code: '22P02' })),
      wrapped(Object.assign(new Error('syntax error'), { code: '42601' })),
      new Error('something else'),
      'a string',
      null,
    ];
    expect(wrong.map(isDatabaseUnavailable)).toEqual(wrong.map(() => false));
  });
});
