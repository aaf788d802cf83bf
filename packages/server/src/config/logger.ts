import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';
import pino from 'pino';
import type { Env } from './env.js';

/**
 * The server's log format: JSON lines in production (and whenever the output is not a terminal:
 * a file, a pipe, a log collector), one readable line per entry for a developer watching a
 * terminal, through pino-pretty in a worker thread.
 *
 * The JSON lines go to standard output asynchronously (pino.destination with `sync: false`): the
 * event loop hands the text to a write in libuv's threads, and the lines logged while one write is
 * under way leave together in the next. Written synchronously, one `write` system call a line,
 * logging was the largest item of a CPU profile of 5,000 cached pages after idle; without the
 * profiler, this and the single line below take 0–10 % off a cached answer's server CPU (the
 * server README, "Capacity"). Pino flushes what is buffered when the process exits, a crash
 * included; a power cut can lose the last lines.
 */
export function loggerOptions(
  env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>,
  terminal: boolean = process.stdout.isTTY === true,
): NonNullable<FastifyServerOptions['logger']> {
  if (env.NODE_ENV === 'production' || !terminal)
    return { level: env.LOG_LEVEL, stream: pino.destination({ dest: 1, sync: false }) };
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

/**
 * One access line a request, written when its answer is: what was asked (method, URL, host,
 * client address), the status and the time taken. Fastify's own wrote two, "incoming request" on
 * arrival and "request completed" with the status, the second joined to the first by its request
 * id only; every other line Fastify writes (errors, a route not found) is its own.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  /**
   * A client that leaves while a streamed answer is still being sent: Fastify writes no
   * "request completed" for it, only « stream closed prematurely » with a request id. Its
   * access line says what was asked instead, at the same level (a visitor leaving is not an
   * error); any other stream error keeps Fastify's warning.
   */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      return super.streamError(error, request, reply);
    if (this.isLogDisabled(request)) return;
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'client left before the answer ended',
    );
  }
}
