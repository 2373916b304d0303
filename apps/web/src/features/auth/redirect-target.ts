/** Where /auth sends a user after signing in: a path on this site, never another origin. */
export const DEFAULT_REDIRECT = '/';

/** What a guard leaves in `location.state` so /auth can send the user back. */
export interface AuthRedirectState {
  from?: string;
  /** Why the visitor was sent to sign in, shown above the forms ('Please sign in to checkout'). */
  reason?: string;
}

/** The guard's reason from `location.state`, if it left one. */
export function redirectReasonFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('reason' in state)) return undefined;
  const { reason } = state as AuthRedirectState;
  return typeof reason === 'string' ? reason : undefined;
}

const PLACEHOLDER_ORIGIN = 'http://sheesham.invalid';

/**
 * Returns `candidate` when it is a same-site path (with search and hash), else '/'. Refuses
 * absolute and protocol-relative URLs ("//evil", "/\\evil"), control characters, and /auth
 * itself (which would loop).
 */
export function safeRedirectTarget(candidate: unknown): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return DEFAULT_REDIRECT;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(candidate) || candidate.startsWith('//')) {
    return DEFAULT_REDIRECT;
  }
  let url: URL;
  try {
    url = new URL(candidate, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_REDIRECT;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_REDIRECT;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return DEFAULT_REDIRECT;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The destination for /auth: `state.from` from a guard first, then a `?redirect=` param. */
export function redirectTargetFrom(state: unknown, search: string): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state
      ? (state as AuthRedirectState).from
      : undefined;
  if (from !== undefined) return safeRedirectTarget(from);
  return safeRedirectTarget(new URLSearchParams(search).get('redirect'));
}

/** The current location as a path to come back to. */
export function currentPath(location: { pathname: string; search: string; hash: string }) {
  return `${location.pathname}${location.search}${location.hash}`;
}
