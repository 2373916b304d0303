import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiRequestError, apiGet, apiPost } from '@/lib/api-client';
import { createRequiredContext } from '@/lib/required-context';
import {
  currentSessionToken,
  onTokenRejected,
  readSessionToken,
  SESSION_TOKEN_KEY,
  signOutExternally,
  writeSessionToken,
} from '@/lib/session-token';
import { useHydrated } from '@/lib/use-hydrated';
import { clerkPublishableKey } from './clerk/clerk-mode';

/** The signed-in user as the web shows it; the server decides every permission itself. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  isAdmin: boolean;
  createdAt: string;
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

interface SessionContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  /**
   * False on the server and during hydration, where `status` is always 'signed-out': guards wait
   * for it instead of sending the visitor to sign in.
   */
  hydrated: boolean;
  /** Stores the token from sign-in/sign-up and the user that came with it. */
  startSession: (token: string, user: IdentityApiUser) => void;
  /** Re-reads the user (after a profile edit). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

/**
 * The user object on the wire, as better-auth under /api/identity answers it (the server's user
 * row, not a web type): `toSessionUser` turns it into the SessionUser the app uses.
 */
export interface IdentityApiUser {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  role?: string | null;
  createdAt: string;
}

export function toSessionUser(user: IdentityApiUser): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    isAdmin: user.role === 'admin',
    createdAt: user.createdAt,
  };
}

const [SessionContext, useSessionContext] = createRequiredContext<SessionContextValue>(
  'useSession',
  'SessionProvider',
);

/** Waits before the 2nd and 3rd try of a session check that met a passing failure. */
export const SESSION_RETRY_DELAYS_MS = [400, 1600] as const;

/**
 * A failure worth another try: no answer at all (offline, a dropped connection), a server error,
 * or a rate limit. Anything else is the server's answer about the token.
 */
function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  return error.status >= 500 || error.status === 429 || error.status === 408;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The user the stored token belongs to. A passing failure is tried again twice (a cheap phone's
 * link drops a request now and then, and one lost answer must not show a signed-in shopper as
 * signed out, with Add to Cart asking them to sign in); the status stays 'loading' meanwhile.
 */
async function fetchSessionUser(): Promise<SessionUser | null> {
  const found = currentSessionToken();
  const tokenSent = found instanceof Promise ? await found : found;
  if (!tokenSent) return null;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const session = await apiGet<{ user: IdentityApiUser } | null>('/identity/get-session');
      if (session?.user) return toSessionUser(session.user);
      break;
    } catch (error) {
      if (!isPassingFailure(error)) break;
      const delay = SESSION_RETRY_DELAYS_MS[attempt];
      // Still failing after the last try: keep the token, show signed out until the next load.
      if (delay === undefined) return null;
      await pause(delay);
      // Signed in or out meanwhile (another tab): that change decides, not this check.
      if ((await currentSessionToken()) !== tokenSent) return null;
    }
  }
  // The server does not know this token; a sign-in meanwhile stored another, which stays.
  if (readSessionToken() === tokenSent) writeSessionToken(null);
  return null;
}

/**
 * Holds who is signed in. Without a stored token it is 'signed-out' at once, with no request.
 * The server knows no token, so its HTML (and the hydrating render) shows the signed-out shell;
 * the stored session shows from the next render on.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [user, setUser] = useState<SessionUser | null>(null);
  // In Clerk mode only Clerk knows, once its script has loaded (clerk/clerk-bridge.tsx).
  const [status, setStatus] = useState<SessionStatus>(() =>
    readSessionToken() || clerkPublishableKey() ? 'loading' : 'signed-out',
  );

  // Bumped by every change of who is signed in, so a slower, older refresh cannot undo it.
  const generation = useRef(0);
  const show = useCallback((next: SessionUser | null) => {
    generation.current += 1;
    setUser(next);
    setStatus(next ? 'signed-in' : 'signed-out');
  }, []);

  const refresh = useCallback(async () => {
    const started = ++generation.current;
    const next = await fetchSessionUser();
    if (generation.current === started) show(next);
  }, [show]);

  useEffect(() => {
    if (readSessionToken()) void refresh();
    // Signing in or out in another tab: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_TOKEN_KEY) void refresh();
    };
    window.addEventListener('storage', onStorage);
    // Any request answered 401: the session was revoked or has expired.
    const stopListening = onTokenRejected(() => show(null));
    return () => {
      window.removeEventListener('storage', onStorage);
      stopListening();
    };
  }, [refresh, show]);

  const value = useMemo<SessionContextValue>(
    () => ({
      status: hydrated ? status : 'signed-out',
      user: hydrated ? user : null,
      hydrated,
      refresh,
      startSession(token, identityUser) {
        writeSessionToken(token);
        show(toSessionUser(identityUser));
      },
      async signOut() {
        // Revoke on the server first; the local token goes either way.
        await apiPost('/identity/sign-out', {}).catch(() => undefined);
        await signOutExternally().catch(() => undefined);
        writeSessionToken(null);
        show(null);
      },
    }),
    [hydrated, status, user, refresh, show],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session and its actions; throws outside <SessionProvider>. */
export const useSession = useSessionContext;
