import { isApiError } from './api-error-guard';
import { currentSessionToken, forgetRejectedToken } from './session-token';

/** An API failure carrying the server's {error: {code, message, fields}} body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const API_BASE = '/api';

/** Sends one API request: the browser's fetch, or the server's own (setApiTransport). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * The server-side render answers the route loaders' requests inside the server instead of over
 * the network; it installs that here once, before the first render.
 */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

// A 401 here means wrong credentials, not a dead session: the stored token stays.
const CREDENTIAL_CHECKS = /^\/identity\/sign-(in|up)\//;

/**
 * The answer's JSON: null for an empty body. A 2xx answer whose body does not arrive whole (the
 * page navigated away mid-read, the link dropped) is a failed request, not an empty answer: read
 * as null, get-session's unfinished "here is your user" looked like "no such session" and signed
 * the shopper out. An error answer without a JSON body falls back to its status.
 */
async function readBody(response: Response): Promise<unknown> {
  if (!response.ok) return response.json().catch(() => null);
  const text = await response.text();
  return text === '' ? null : JSON.parse(text);
}

/** Fetches `${API_BASE}${path}` and returns the parsed JSON plus the response (for headers). */
export async function apiFetch<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ data: T; response: Response }> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  headers.set('Accept', 'application/json');
  // The stored token, when this request carries it (a caller may send its own Authorization).
  const found = headers.has('Authorization') ? null : currentSessionToken();
  const token = found instanceof Promise ? await found : found;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await transport(`${API_BASE}${path}`, { ...init, headers });
  if (response.status === 401 && token && !CREDENTIAL_CHECKS.test(path)) {
    forgetRejectedToken(token);
  }
  const body = await readBody(response);
  if (!response.ok) {
    if (isApiError(body)) {
      const { code, message, fields } = body.error;
      throw new ApiRequestError(response.status, code, message, fields);
    }
    throw new ApiRequestError(response.status, 'http_error', `Request failed (${response.status})`);
  }
  return { data: body as T, response };
}

/**
 * A count the server sends in a header (X-Total-Count, X-Unread-Count): `fallback` when the
 * header is missing or is not a whole number of at least 0.
 */
export function countHeader(response: Response, name: string, fallback = 0): number {
  const value = Number(response.headers.get(name) ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (await apiFetch<T>(path, { signal })).data;
}

export async function apiPost<T>(
  path: string,
  body: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  return (await apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body), headers })).data;
}

export async function apiPut<T>(path: string, body: unknown): Promise<T> {
  return (await apiFetch<T>(path, { method: 'PUT', body: JSON.stringify(body) })).data;
}

export async function apiDelete<T>(path: string): Promise<T> {
  return (await apiFetch<T>(path, { method: 'DELETE' })).data;
}
