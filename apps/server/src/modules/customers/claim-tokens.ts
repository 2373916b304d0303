import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { orderClaimTokens } from './schema.ts';

/** A claim link works for a day: long enough to find the mail, short enough to go stale. */
export const CLAIM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Only the hash is stored, so a read of the table cannot be turned into working links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const newToken = () => randomBytes(32).toString('base64url');

/**
 * A claim for this account's address, with no working token yet: its row id goes into the mail
 * as a secret link, and the mail worker mints the token when it sends (mintClaimToken), so the
 * outbox never holds one (issue #24).
 */
export async function createClaim(
  tx: Database,
  account: { id: string; email: string },
  now: Date = new Date(),
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(orderClaimTokens)
    .values({
      // The hash of a token nobody keeps: nothing opens the claim until a token is minted.
      tokenHash: hashToken(newToken()),
      userId: account.id,
      email: account.email.toLowerCase(),
      expiresAt: new Date(now.getTime() + CLAIM_TOKEN_TTL_MS),
    })
    .returning({ id: orderClaimTokens.id });
  if (!row) throw new Error('claim token insert returned no row');
  return row;
}

/**
 * A fresh token for an unused claim, as its mail is sent: it replaces any earlier one and works
 * for CLAIM_TOKEN_TTL_MS from now. Null when the claim was used (or is gone).
 */
export async function mintClaimToken(
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<string | null> {
  const token = newToken();
  const [row] = await db
    .update(orderClaimTokens)
    .set({ tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + CLAIM_TOKEN_TTL_MS) })
    .where(and(eq(orderClaimTokens.id, id), isNull(orderClaimTokens.usedAt)))
    .returning({ id: orderClaimTokens.id });
  return row ? token : null;
}

/**
 * Uses the token once: marks it used and returns the address it proves, if it is this user's,
 * unused and unexpired; null otherwise. The conditional update makes two racing uses one.
 */
export async function useClaimToken(
  tx: Database,
  token: string,
  userId: string,
): Promise<string | null> {
  const [row] = await tx
    .update(orderClaimTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(orderClaimTokens.tokenHash, hashToken(token)),
        eq(orderClaimTokens.userId, userId),
        isNull(orderClaimTokens.usedAt),
        gt(orderClaimTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ email: orderClaimTokens.email });
  return row?.email ?? null;
}
