import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import { orderClaimTokens } from './schema.ts';

/** The claim tokens' SQL; claims.ts makes and hashes the tokens. */

/** A new claim row holding `tokenHash`, for this account's address until `expiresAt`. */
export async function insertClaim(
  tx: Database,
  claim: { tokenHash: string; userId: string; email: string; expiresAt: Date },
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(orderClaimTokens)
    .values(claim)
    .returning({ id: orderClaimTokens.id });
  if (!row) throw new Error('claim token insert returned no row');
  return row;
}

/** Replaces an unused claim's token hash and expiry; false when the claim was used or is gone. */
export async function replaceUnusedToken(
  db: Database,
  id: string,
  token: { tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const [row] = await db
    .update(orderClaimTokens)
    .set(token)
    .where(and(eq(orderClaimTokens.id, id), isNull(orderClaimTokens.usedAt)))
    .returning({ id: orderClaimTokens.id });
  return Boolean(row);
}

/**
 * Marks the claim with this token hash used, if it is this user's, unused and unexpired, and
 * returns its address; null otherwise. The conditional update makes two racing uses one.
 */
export async function markTokenUsed(
  tx: Database,
  tokenHash: string,
  userId: string,
): Promise<string | null> {
  const [row] = await tx
    .update(orderClaimTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(orderClaimTokens.tokenHash, tokenHash),
        eq(orderClaimTokens.userId, userId),
        isNull(orderClaimTokens.usedAt),
        gt(orderClaimTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ email: orderClaimTokens.email });
  return row?.email ?? null;
}
