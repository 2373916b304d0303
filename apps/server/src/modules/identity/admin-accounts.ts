import { emailSchema, fullNameSchema, passwordSchema } from '@sheesham/shared';
import type { z } from 'zod';
import type { Auth } from './auth.ts';
import { passwordProblem } from './password-rules.ts';

/** Input a person typed wrong; the command prints the message and exits 2. */
export class AdminInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminInputError';
  }
}

export interface AdminInput {
  email: string;
  /** Required to create an account; for an existing one it replaces the password. */
  password?: string;
  /** Required to create an account; for an existing one it replaces the name. */
  name?: string;
}

export interface AdminOutcome {
  action: 'created' | 'promoted' | 'already-admin';
  userId: string;
  email: string;
  /** True when an existing user's password was replaced (and their sessions ended). */
  passwordChanged: boolean;
}

function parsed<T>(result: z.ZodSafeParseResult<T>, what: string): T {
  if (!result.success) throw new AdminInputError(`${what}: ${result.error.issues[0]?.message}`);
  return result.data;
}

/** The shop's password rules (length, not common, not the e-mail), as for a customer. */
function checkedPassword(password: string, email: string): string {
  const value = parsed(passwordSchema.safeParse(password), 'Password');
  const problem = passwordProblem(value, email);
  if (problem) throw new AdminInputError(`Password: ${problem}`);
  return value;
}

/**
 * `npm run admin:create`: creates an admin through better-auth's admin plugin (so the password
 * is hashed as at sign-up), or promotes the user who already has this e-mail. A password given
 * for an existing user replaces theirs, hashed by better-auth, and signs their sessions out; it is
 * never silently ignored.
 */
export async function createOrPromoteAdmin(auth: Auth, input: AdminInput): Promise<AdminOutcome> {
  const email = parsed(emailSchema.safeParse(input.email), 'Email');
  const name =
    input.name === undefined ? undefined : parsed(fullNameSchema.safeParse(input.name), 'Name');
  const password =
    input.password === undefined ? undefined : checkedPassword(input.password, email);

  const context = await auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(email);
  if (!existing) {
    if (!name || !password) {
      throw new AdminInputError(
        `No account uses ${email}; --name and --password are needed to create one.`,
      );
    }
    // Server-side call without headers: the admin plugin allows it and sets the role at creation.
    const { user } = await auth.api.createUser({ body: { email, password, name, role: 'admin' } });
    return { action: 'created', userId: user.id, email, passwordChanged: false };
  }

  const { user } = existing;
  const wasAdmin = (user as { role?: string | null }).role === 'admin';
  await context.internalAdapter.updateUser(user.id, { role: 'admin', ...(name ? { name } : {}) });
  if (password) {
    const hash = await context.password.hash(password);
    if (await context.internalAdapter.findCredentialAccount(user.id)) {
      await context.internalAdapter.updatePassword(user.id, hash);
    } else {
      // better-auth keys a credential account by the user's id.
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: hash,
      });
    }
    // A replaced password ends every session that was opened with the old one.
    await context.internalAdapter.deleteUserSessions(user.id);
  }
  return {
    action: wasAdmin ? 'already-admin' : 'promoted',
    userId: user.id,
    email,
    passwordChanged: password !== undefined,
  };
}

export function describeAdminOutcome(outcome: AdminOutcome): string {
  const what = {
    created: `Admin account created for ${outcome.email}.`,
    promoted: `${outcome.email} is now an admin.`,
    'already-admin': `${outcome.email} was already an admin.`,
  }[outcome.action];
  return outcome.passwordChanged
    ? `${what} Password replaced; their existing sessions were signed out.`
    : what;
}
