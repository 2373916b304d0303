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
