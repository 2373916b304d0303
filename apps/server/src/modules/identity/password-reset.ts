import type { Database } from '../../db/types.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import {
  accountByResetIdentifier,
  deleteResetRow,
  deleteResetRows,
  replaceResetIdentifier,
} from './reset-token-repository.ts';
import { newResetToken, storedResetToken } from './reset-tokens.ts';

/**
 * Password reset by e-mail (docs/decisions/055) around better-auth's own flow: better-auth makes
 * the token and keeps it hashed (reset-tokens.ts); the shop mails a link through the outbox,
 * which must never hold a working link, so the link names the reset row (`linkId`) and the mail
 * worker asks `renewResetToken` for a working token as it sends.
 */

/** A reset to mail: the account and the reset row's id, which is no secret. */
export interface PasswordResetRequest {
  linkId: string;
  userId: string;
  email: string;
  name: string;
}

/** Told, inside the request, when a reset link is to be mailed (the password-reset flow). */
export type OnPasswordResetRequested = (request: PasswordResetRequest) => Promise<void>;

type ResetUser = { id: string; email: string; name: string };

/** What a reset request hands on: the mail to queue, and where work after the answer runs. */
export interface PasswordResetMailing {
  onRequested: OnPasswordResetRequested;
  background: BackgroundTasks;
}

/**
 * better-auth's `sendResetPassword`: hands the reset to `onRequested` (which queues the mail)
 * unless the user has no password to reset (a walk-in, decision 023: its e-mail is a placeholder
 * nobody reads), whose reset row is dropped. All of it after the answer, in the background, so a
 * known address costs the request one statement (the reset row) as an unknown one costs one (a
 * dummy lookup): the answer's timing tells as little as its body.
 */
export function resetMailer(db: Database, { onRequested, background }: PasswordResetMailing) {
  return async ({ user, token }: { user: ResetUser; token: string }): Promise<void> => {
    const stored = storedResetToken(token);
    background.run(async () => {
      const account = await accountByResetIdentifier(db, stored);
      if (!account) {
        await deleteResetRow(db, stored);
        return;
      }
      const { id: userId, email, name } = user;
      await onRequested({ linkId: account.rowId, userId, email, name });
    });
  };
}

/**
 * A working token for the reset row `linkId`, made as its mail is sent: the row gets the new
 * token's hash (so any earlier token of it stops working) and keeps its account and expiry.
 * Null when the row was used, swept or has expired.
 */
export async function renewResetToken(db: Database, linkId: string): Promise<string | null> {
  const token = newResetToken();
  return (await replaceResetIdentifier(db, linkId, storedResetToken(token))) ? token : null;
}

/** The account an unexpired reset token is for, or null. */
export async function findResetAccount(db: Database, token: string) {
  const account = await accountByResetIdentifier(db, storedResetToken(token));
  return account ? { id: account.id, email: account.email } : null;
}

/** After a reset: the account's other reset links stop working too. */
export const forgetResetLinks = (db: Database, userId: string) => deleteResetRows(db, userId);
