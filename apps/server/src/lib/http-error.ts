/** An error the client is meant to see: its status, code and message reach the JSON body as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'validation_error', message, fields);

/** PostgreSQL cannot store or compare U+0000 in text: input carrying it is the client's fault. */
export const nulInText = () =>
  new HttpError(400, 'bad_request', 'Text must not contain NUL characters.');

export const tooManyRequests = (message: string) => new HttpError(429, 'rate_limited', message);

export const unauthorized = (message = 'Please sign in first.') =>
  new HttpError(401, 'unauthorized', message);

export const forbidden = (message = 'You are not allowed to do that.') =>
  new HttpError(403, 'forbidden', message);

export const conflict = (message: string, code = 'conflict', fields?: Record<string, string>) =>
  new HttpError(409, code, message, fields);
