import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

/**
 * The deepest nesting of objects and arrays a request body may have. The API's deepest contract
 * (an order: body → items → line) is 3 levels; 32 leaves room while keeping any recursive walk
 * over a body (zod, JSON.stringify, a library) far from the stack limit.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

/** True when `text` nests objects/arrays deeper than `limit`, found in one pass without parsing. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      depth++;
      if (depth > limit) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}

const tooDeep = () =>
  new HttpError(
    400,
    'bad_request',
    `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  );

/**
 * JSON is the only body the API parses (routes that take uploads or signed webhooks add their
 * own parser in their scope). Fastify's default text/plain parser is removed, so a JSON text sent
 * as text/plain is a 415 instead of a string a schema then misreads; JSON keeps Fastify's own
 * parser (prototype-poisoning keys refused) behind a depth check.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
      return parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
