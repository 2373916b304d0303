import { apiFetch } from '@/lib/api-client';
import type { IdentityApiUser } from '../session-context';

/** What sign-in and sign-up hand the session: the bearer token and the user it belongs to. */
export interface NewSession {
  token: string;
  user: IdentityApiUser;
}

type SessionAnswer = { token?: string | null; user: IdentityApiUser };

/**
 * POSTs to an /identity endpoint that opens a session. The `set-auth-token` header is the
 * bearer token better-auth will accept; the body's `token` is only a fallback.
 */
export async function requestSession(path: string, body: unknown): Promise<NewSession> {
  const { data, response } = await apiFetch<SessionAnswer>(path, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  const token = response.headers.get('set-auth-token') ?? data?.token;
  if (!token || !data?.user) throw new Error('The server did not open a session.');
  return { token, user: data.user };
}
