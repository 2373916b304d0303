import { ORDER_CLAIM_PATH, type OrderClaimResult } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createClaim, mintClaimToken, useClaimToken } from '../../modules/customers/index.ts';
import {
  findAccountByEmail,
  hasUnclaimedWalkIns,
  lockUnclaimedWalkIns,
  markWalkInsClaimed,
} from '../../modules/identity/index.ts';
import { type SecretLinkResolver, type ShopMail, secretLink } from '../../modules/mail/index.ts';
import { moveOrdersToUser } from '../../modules/orders/index.ts';
import { movePaymentsToUser } from '../../modules/payments/index.ts';

/** The claim mail's secret link, as the mail module's resolvers know it. */
export const ORDER_CLAIM_LINK = 'order_claim';

export const CLAIM_LINK_INVALID =
  'This link is invalid, has expired or was already used. Sign in with the account the link was mailed to.';

const linkInvalid = () => new HttpError(410, 'claim_link_invalid', CLAIM_LINK_INVALID);

/**
 * Joining a walk-in's showroom and phone orders to an account (docs/decisions/023). An account
 * and a walk-in sharing an e-mail is never enough: a link is mailed to the account's address
 * (the outbox), and only following it, signed in as that account, moves the orders. So knowing
 * someone's e-mail never shows their orders.
 */
export class OrderClaims {
  constructor(
    private readonly db: Database,
    private readonly mail: Pick<ShopMail, 'orderClaimLink' | 'wake'>,
    private readonly siteUrl: string,
  ) {}

  /** After sign-up: mail a claim link when walk-in orders were entered for this address. */
  async offerAfterSignUp(account: { id: string; email: string; name: string }): Promise<void> {
    const sent = await this.db.transaction((tx) => this.offer(tx, account));
    if (sent) this.mail.wake();
  }

  /**
   * After staff create a walk-in with an e-mail an account already has: mail that account the
   * link (the account's owner decides; nothing is joined now). Runs in the staff order's
   * transaction; the caller wakes the mail worker after commit.
   */
  async offerToAccountOf(tx: Database, email: string): Promise<void> {
    const account = await findAccountByEmail(tx, email);
    if (account) await this.offer(tx, account);
  }

  private async offer(
    tx: Database,
    account: { id: string; email: string; name: string },
  ): Promise<boolean> {
    if (!(await hasUnclaimedWalkIns(tx, account.email))) return false;
    const { id } = await createClaim(tx, account);
    const link = secretLink(ORDER_CLAIM_LINK, id, (token) => this.claimUrl(token));
    await this.mail.orderClaimLink(tx, { id, email: account.email, name: account.name, link });
    return true;
  }

  /** base64url tokens need no escaping in a query. */
  private claimUrl(token: string): string {
    return `${this.siteUrl}${ORDER_CLAIM_PATH}?token=${token}`;
  }

  /**
   * The mail worker's resolver for ORDER_CLAIM_LINK: the working link, with a token minted as the
   * mail is sent. A claim already used gets none, and its mail fails rather than carry a dead link.
   */
  readonly workingLink: SecretLinkResolver = async (id, { db }) => {
    const token = await mintClaimToken(db, id);
    if (!token) throw new Error(`order claim ${id} was already used`);
    return this.claimUrl(token);
  };

  /**
   * The link was followed by the signed-in `user`: uses the token once and moves the orders (and
   * their payments) of every unclaimed walk-in with the proven address. The walk-ins are locked
   * first, so a staff order being placed for one of them either lands before and moves too, or
   * waits and follows the claim to the account (identity/walk-ins.ts).
   */
  async confirm(user: { id: string; email: string }, token: string): Promise<OrderClaimResult> {
    return this.db.transaction(async (tx) => {
      const email = await useClaimToken(tx, token, user.id);
      // The account's address changed since the mail: the proof was for the old one.
      if (!email || email !== user.email.toLowerCase()) throw linkInvalid();
      const walkIns = await lockUnclaimedWalkIns(tx, email);
      const moved = await moveOrdersToUser(tx, walkIns, user.id);
      await movePaymentsToUser(tx, walkIns, user.id);
      await markWalkInsClaimed(tx, walkIns, user.id);
      return { claimed_orders: moved };
    });
  }
}
