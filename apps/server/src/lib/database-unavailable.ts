/**
 * Whether an error means the database could not be reached or answered too late, rather than a
 * bug: the request is refused with 503 and the shop recovers by itself when the database does
 * (docs/decisions/026-failure-health-metrics-shutdown.md).
 */

/** Socket errors (server stopped, network cut) as Node reports them. */
const SOCKET_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
];
/**
 * SQLSTATE: class 08 (connection exception), the server shutting down or starting up (57P01-03),
 * and too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** node-postgres and pg-pool say these in words, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
];

function unavailable(e: Error): boolean {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.includes(code) || UNAVAILABLE_STATES.test(code))) {
    return true;
  }
  return UNAVAILABLE_MESSAGES.some((m) => e.message.startsWith(m));
}

/** Looks through the causes too: drizzle wraps the driver's error in its own. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (unavailable(e)) return true;
  }
  return false;
}
