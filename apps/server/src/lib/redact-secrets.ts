/**
 * Query parameters whose values open something: a mailed link's token (order claims, and the
 * password resets to come), OAuth-style codes, signatures. Their values never reach a log line.
 */
const SECRET_PARAMS = [
  'token',
  'access_token',
  'refresh_token',
  'code',
  'secret',
  'password',
  'signature',
];

/** A secret parameter's `name=` after `?` or `&`, and its value up to the next separator. */
const SECRET_QUERY_VALUE = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#\\s"'<>]*`, 'gi');

/** What a log line shows instead of a secret (pino's own word for its redactions). */
export const REDACTED = '[Redacted]';

/** `text` (a URL, or a message quoting one) with every secret query value replaced. */
export function redactSecretQueryValues(text: string): string {
  return text.replace(SECRET_QUERY_VALUE, `$1${REDACTED}`);
}
