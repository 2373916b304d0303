import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { orderClaimTokens } from '../../db/schema.ts';
import type { Database } from '../../db/types.ts';

/** A claim link works for a day: long enough to find the mail, short enough to go stale. */
export const CLAIM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Only the hash is stored, so a read of the table cannot be turned into working links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for this account's address: its row id (the mail's dedupe key) and the secret. */
export async function createClaimToken(
  tx: Database,
  account: { id: string; email: string },
  now: Date = new Date(),
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(orderClaimTokens)
    .values({
      tokenHash: hashToken(token),
      userId: account.id,
      email: account.email.toLowerCase(),
      expiresAt: new Date(now.getTime() + CLAIM_TOKEN_TTL_MS),
    })
    .returning({ id: orderClaimTokens.id });
  if (!row) throw new Error('claim token insert returned no row');
  return { id: row.id, token };
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
