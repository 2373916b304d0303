/**
 * The better-auth session token, sent as `Authorization: Bearer …` (SPEC §7). Kept in
 * localStorage so a reload or a new tab stays signed in; the server can revoke it at any time.
 */
export const SESSION_TOKEN_KEY = 'sheesham.session.v1';

export function readSessionToken(): string | null {
  try {
    return localStorage.getItem(SESSION_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeSessionToken(token: string | null) {
  try {
    if (token) localStorage.setItem(SESSION_TOKEN_KEY, token);
    else localStorage.removeItem(SESSION_TOKEN_KEY);
  } catch {
    // Private mode without storage: the session lasts as long as the page.
  }
}

const rejectionListeners = new Set<() => void>();

/**
 * The server answered 401 to a request sent with `token`: the session was revoked or expired.
 * Forgets the token only if it is still the stored one (a newer sign-in keeps its own) and tells
 * the SessionProvider, which then shows the visitor as signed out.
 */
export function forgetRejectedToken(token: string) {
  if (readSessionToken() !== token) return;
  writeSessionToken(null);
  for (const listener of rejectionListeners) listener();
}

export function onTokenRejected(listener: () => void): () => void {
  rejectionListeners.add(listener);
  return () => rejectionListeners.delete(listener);
}

/**
 * A session kept by another provider (Clerk mode, docs/decisions/045). Its tokens live a minute
 * and are never stored here: each request asks the provider for a current one.
 */
export interface ExternalSession {
  /** A current token, or null when signed out. */
  token(): Promise<string | null>;
  signOut(): Promise<void>;
}

let externalSession: ExternalSession | null = null;

export function setExternalSession(session: ExternalSession | null) {
  externalSession = session;
}

/**
 * The token to send: the stored one, read at once (so a sign-in that happens while a request
 * waits cannot lend it its token), or the other provider's when one keeps the session.
 */
export function currentSessionToken(): string | null | Promise<string | null> {
  if (!externalSession) return readSessionToken();
  return externalSession.token().catch(() => null);
}

/** Ends the other provider's session, if one keeps it. */
export async function signOutExternally(): Promise<void> {
  await externalSession?.signOut();
}
