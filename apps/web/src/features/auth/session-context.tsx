import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { ApiRequestError, apiGet, apiPost } from '@/lib/api-client';
import { readSessionToken, SESSION_TOKEN_KEY, writeSessionToken } from '@/lib/session-token';

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
  /** Stores the token from sign-in/sign-up and the user that came with it. */
  startSession: (token: string, user: IdentityUser) => void;
  /** Re-reads the user (after a profile edit). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

/** better-auth's user object, as /api/identity answers it. */
export interface IdentityUser {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  role?: string | null;
  createdAt: string;
}

export function toSessionUser(user: IdentityUser): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    isAdmin: user.role === 'admin',
    createdAt: user.createdAt,
  };
}

const SessionContext = createContext<SessionContextValue | null>(null);

async function fetchSessionUser(): Promise<SessionUser | null> {
  if (!readSessionToken()) return null;
  try {
    const session = await apiGet<{ user: IdentityUser } | null>('/identity/get-session');
    if (session?.user) return toSessionUser(session.user);
  } catch (error) {
    // Offline or a server error: keep the token, show signed out until the next load.
    if (!(error instanceof ApiRequestError) || error.status >= 500) return null;
  }
  writeSessionToken(null);
  return null;
}

/** Holds who is signed in. Without a stored token it is 'signed-out' at once, with no request. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<SessionStatus>(() =>
    readSessionToken() ? 'loading' : 'signed-out',
  );

  const refresh = useCallback(async () => {
    const next = await fetchSessionUser();
    setUser(next);
    setStatus(next ? 'signed-in' : 'signed-out');
  }, []);

  useEffect(() => {
    if (readSessionToken()) void refresh();
    // Signing in or out in another tab: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_TOKEN_KEY) void refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refresh]);

  const value = useMemo<SessionContextValue>(
    () => ({
      status,
      user,
      refresh,
      startSession(token, identityUser) {
        writeSessionToken(token);
        setUser(toSessionUser(identityUser));
        setStatus('signed-in');
      },
      async signOut() {
        // Revoke on the server first; the local token goes either way.
        await apiPost('/identity/sign-out', {}).catch(() => undefined);
        writeSessionToken(null);
        setUser(null);
        setStatus('signed-out');
      },
    }),
    [status, user, refresh],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
