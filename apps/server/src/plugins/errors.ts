import type { ApiError } from '@sheesham/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { fieldErrors } from '../lib/field-errors.ts';
import { HttpError, nulInText } from '../lib/http-error.ts';
import { hasSqlState } from '../lib/sql-state.ts';

type ErrorBody = ApiError['error'];

const NOT_FOUND = { code: 'not_found', message: 'Not found' };
const INTERNAL = {
  code: 'internal_error',
  message: 'Something went wrong on our side. Please try again.',
};

/** What the client sees per status when the error itself is not meant for clients. */
const STATUS_DEFAULTS: Record<number, Omit<ErrorBody, 'fields'>> = {
  400: { code: 'bad_request', message: 'The request is malformed.' },
  401: { code: 'unauthorized', message: 'Please sign in first.' },
  403: { code: 'forbidden', message: 'You are not allowed to do that.' },
  404: NOT_FOUND,
  405: { code: 'method_not_allowed', message: 'This method is not allowed here.' },
  406: { code: 'not_acceptable', message: 'This response format is not available.' },
  409: { code: 'conflict', message: 'The request conflicts with the current state.' },
  413: { code: 'payload_too_large', message: 'The request body is too large.' },
  415: { code: 'unsupported_media_type', message: 'This content type is not supported.' },
  429: { code: 'rate_limited', message: 'Too many requests. Please try again later.' },
};

/** Fastify's own 4xx errors whose meaning deserves a more precise message than the status. */
const FASTIFY_CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_BAD_URL: 'The URL is malformed.',
};

/**
 * PostgreSQL refuses U+0000 in text (22021) and in jsonb (22P05). The schemas that write text
 * refuse it field by field; this catches any input that reaches a query without such a rule
 * (search boxes, other forms), which is the client's fault, not a server failure.
 */
const NUL_IN_TEXT_STATES = ['22021', '22P05'];

/**
 * PostgreSQL cancelled the query: it ran past the connection's statement_timeout (config
 * DATABASE_STATEMENT_TIMEOUT_MS). The request was too heavy for now, not malformed: 503.
 */
const QUERY_CANCELED_STATES = ['57014'];
const BUSY = { code: 'busy', message: 'The shop is busy right now. Please try again in a moment.' };
/** The database is frozen, stopped or out of connections: 503, and a retry later will work. */
const UNAVAILABLE = {
  code: 'unavailable',
  message: 'The shop is unavailable right now. Please try again in a moment.',
};

/**
 * Zod issues arrive as `/a/b` paths; the client wants `a.b` keys, first message per field. A
 * strict object's unknown keys travel in `params.keys`.
 */
function fieldsFrom(error: FastifyError): Record<string, string> {
  return fieldErrors(
    (error.validation ?? []).map(({ instancePath, message, params }) => ({
      path: instancePath.split('/').filter(Boolean),
      message,
      keys: Array.isArray(params?.keys) ? params.keys.map(String) : undefined,
    })),
  );
}

function bodyFor(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const { statusCode, code, message, fields } = error;
    return { status: statusCode, body: fields ? { code, message, fields } : { code, message } };
  }
  if (error.validation) {
    const fields = fieldsFrom(error);
    const summary = Object.entries(fields)
      .map(([key, message]) => `${key}: ${message}`)
      .join('; ');
    return {
      status: 400,
      body: { code: 'validation_error', message: `Invalid request. ${summary}`, fields },
    };
  }
  if (hasSqlState(error, NUL_IN_TEXT_STATES)) {
    const { statusCode, code, message } = nulInText();
    return { status: statusCode, body: { code, message } };
  }
  if (hasSqlState(error, QUERY_CANCELED_STATES)) return { status: 503, body: { ...BUSY } };
  if (isDatabaseUnavailable(error)) return { status: 503, body: { ...UNAVAILABLE } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const fallback = STATUS_DEFAULTS[status] ?? { code: 'bad_request', message: 'Bad request.' };
    const message = FASTIFY_CODE_MESSAGES[error.code] ?? fallback.message;
    return { status, body: { code: fallback.code, message } };
  }
  return { status: 500, body: { ...INTERNAL } };
}

/** Sends the JSON error body; also Fastify's `frameworkErrors` hook (e.g. a malformed URL). */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = bodyFor(error);
  if (status === 503) reply.header('retry-after', '5');
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, status }, body.message);
  return reply.code(status).type('application/json; charset=utf-8').send({ error: body });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply.code(404).send({
    error: { code: NOT_FOUND.code, message: `${NOT_FOUND.message}: ${request.method} ${path}` },
  });
}

/**
 * The one error handler: every failure answers JSON {error: {code, message, fields?}}, and a
 * stack trace or an internal message never leaves the server (it goes to the log instead).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(sendError);
    app.setNotFoundHandler(sendNotFound);
  },
  { name: 'errors' },
);
