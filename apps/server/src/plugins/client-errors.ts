import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** Node's parser errors that have a status of their own; every other one is a 400. */
const PARSER_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    message: 'The request took too long to arrive.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The request headers are too large.',
  },
};
const MALFORMED = {
  status: 400,
  code: 'bad_request',
  message: 'The request is malformed (a request line or header the server cannot read).',
};

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refused (a line break or a control
 * character in a header, a broken request line) never reaches the router, so Fastify would answer
 * it with its own `{"error":"Bad Request","message":"Client Error"}`. This answers in the shop's
 * error shape instead, and closes the connection as Node does.
 */
export function answerClientError(
  this: { log: FastifyBaseLogger },
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = PARSER_ERRORS[error.code ?? ''] ?? MALFORMED;
  this.log.debug({ err: error }, 'client error before routing');
  if (socket.writable) {
    const body = JSON.stringify({ error: { code, message } });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
