import type { FindSessionUser, SessionUser } from '../../plugins/auth.ts';
import type { Auth } from './auth.ts';

/** The session behind a bearer header, as the user routes see (role 'admin' makes an admin). */
export function sessionUserFinder(auth: Auth): FindSessionUser {
  return async (authorization) => {
    const session = await auth.api.getSession({ headers: new Headers({ authorization }) });
    if (!session) return null;
    const user = session.user as typeof session.user & { phone?: string | null; role?: string };
    const role = user.role ?? 'user';
    const found: SessionUser = {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone ?? null,
      role,
      isAdmin: role === 'admin',
      createdAt: new Date(user.createdAt),
    };
    return found;
  };
}
