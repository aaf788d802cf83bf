import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env.js';

/**
 * The server's log format: JSON lines in production (and whenever the output is not a terminal:
 * a file, a pipe, a log collector), one readable line per entry for a developer watching a
 * terminal, through pino-pretty in a worker thread.
 */
export function loggerOptions(
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>,
  terminal: boolean = process.stdout.isTTY === true,
): NonNullable<FastifyServerOptions['logger']> {
  if (env.NODE_ENV === 'production' || !terminal) return { level: env.LOG_LEVEL };
  return {
    level: env.LOG_LEVEL,
    transport: {
      target: 'pino-pretty',
      options: {
        singleLine: true,
        colorize: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId',
      },
    },
  };
}
