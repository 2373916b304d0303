import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_RESET_LINK_TTL_SECONDS } from '@sheesham/shared';
import { betterAuth } from 'better-auth';
import { admin, bearer } from 'better-auth/plugins';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import { localSecret } from '../../lib/local-secret.ts';
import { authAdapter } from './auth-adapter.ts';
import { type PasswordHashCost, passwordHasher } from './password-hashing.ts';
import { type PasswordResetMailing, resetMailer } from './password-reset.ts';
import { phoneSignIn, type SendSignInCode } from './phone-sign-in.ts';
import { verificationStorage } from './reset-tokens.ts';

/** The header identity routes put the trusted client IP in (see routes.ts); never the client's. */
export const CLIENT_IP_HEADER = 'x-sheesham-client-ip';

/** Told about each account after sign-up commits (e.g. to offer a walk-in's orders, decision 023). */
export type OnUserCreated = (user: { id: string; email: string; name: string }) => Promise<void>;

export interface AuthOptions {
  db: Database;
  secret: string;
  siteUrl: string;
  /** scrypt at better-auth's cost, or the server suite's quick one (password-hashing.ts). */
  passwordHashCost: PasswordHashCost;
  onUserCreated?: OnUserCreated;
  /** Queues the reset mail; without it (the CLI tools) a reset cannot be asked for. */
  passwordResetMailing?: PasswordResetMailing;
  /** Delivers sign-in codes by SMS (docs/decisions/056); the command-line tools send none. */
  sendSignInCode?: SendSignInCode;
}

/** The command-line tools' auth serves no HTTP, so it never has a code to send. */
const noSms: SendSignInCode = async () => {
  throw new Error('This process sends no SMS.');
};

/**
 * better-auth: e-mail and password, sessions in the database, bearer tokens for the SPA and the
 * admin plugin's role. Its own rate limiter is off: routes.ts limits per IP and per account with
 * the proxy-aware request.ip, which better-auth cannot see.
 */
export function createAuth({
  db,
  secret,
  siteUrl,
  passwordHashCost,
  onUserCreated,
  passwordResetMailing,
  sendSignInCode,
}: AuthOptions) {
  const phone = phoneSignIn(secret, sendSignInCode ?? noSms);
  return betterAuth({
    appName: 'Sheesham',
    baseURL: siteUrl,
    basePath: '/api/identity',
    secret,
    database: authAdapter(db),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      password: passwordHasher(passwordHashCost),
      // Password reset (decision 055): the link works once, for an hour, and signs the account
      // out everywhere; its token is stored hashed (`verification` below).
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: passwordResetMailing ? resetMailer(db, passwordResetMailing) : undefined,
    },
    verification: { storeIdentifier: verificationStorage },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Runs after the sign-up's transaction commits; a failure here must not fail the sign-up.
    databaseHooks: {
      ...(onUserCreated && {
        user: {
          create: {
            after: async (user) => {
              await onUserCreated(user).catch(() => undefined);
            },
          },
        },
      }),
      verification: phone.verificationHooks,
    },
    rateLimit: { enabled: false },
    // An error that is not better-auth's own (the database frozen or stopped) is thrown to the
    // route instead of becoming a bare 500 with no body, so the shop's error handler answers it
    // in the JSON error shape: 503 when the database is unavailable (decision 026). better-auth's
    // own errors (a wrong password) still come back as responses.
    onAPIError: { throw: true },
    telemetry: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth's CSRF check guards cookie sessions. The shop never forwards a cookie to it
      // nor sends its cookie on (fetch-adapter.ts): a session is only a bearer token the SPA
      // holds, which another site can neither send nor plant. So the check is off on purpose,
      // and sign-in works whatever host name the shop is reached by (decision 007).
      disableCSRFCheck: true,
      // Still validate callback and redirect URLs against SITE_URL, in tests too (better-auth
      // skips this under NODE_ENV=test unless told).
      disableOriginCheck: false,
    },
    // Only the shop's own origin (baseURL); never the caller's.
    trustedOrigins: [siteUrl],
    plugins: [bearer(), admin({ defaultRole: 'user', adminRoles: ['admin'] }), phone.plugin],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The auth the server runs with, for the app and the command-line tools alike. */
export function createAuthForConfig(
  db: Database,
  config: AppConfig,
  hooks: {
    onUserCreated?: OnUserCreated;
    passwordResetMailing?: PasswordResetMailing;
    sendSignInCode?: SendSignInCode;
  } = {},
): Auth {
  return createAuth({
    db,
    secret: config.authSecret ?? localSecret(config.dataDir, 'auth-secret'),
    siteUrl: config.siteUrl,
    // Only the test suite hashes at the quick cost (decision 074); `npm start` and every
    // production server at the standard one.
    passwordHashCost: config.nodeEnv === 'test' ? 'quick' : 'standard',
    ...hooks,
  });
}
