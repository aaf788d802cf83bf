/**
 * Whether an error says the database cannot be reached right now — its server stopped,
 * restarting, refusing connections or out of connection slots — rather than that a query was
 * wrong. Such a request is answered 503 with `Retry-After` (plugins/errors.ts): the client may
 * try again and the process stays up (packages/server/README.md, "When the database goes away").
 *
 * drizzle wraps the driver's error (`cause`); node-postgres passes the socket's errors through.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== undefined;
}

/** The code (or driver message) that says the database is away, for the log; undefined if not. */
export function databaseUnavailableReason(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODE.test(code)) return code;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return message;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (administrator shutdown, crash shutdown,
 * cannot connect now: the server is starting or stopping), 53300 (too many connections), and the
 * socket errors of a server that is down or unreachable.
 */
const UNAVAILABLE_CODE =
  /^(?:08[0-9A-Z]{3}|57P0[123]|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EPIPE)$/;

/** node-postgres's own errors for a connection that ended or never came (they carry no code). */
const UNAVAILABLE_MESSAGE =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
