import { PASSWORD_RESET_PATH } from '@sheesham/shared';
import type { Database } from '../../db/types.ts';
import { type PasswordResetRequest, renewResetToken } from '../../modules/identity/index.ts';
import { type SecretLinkResolver, type ShopMail, secretLink } from '../../modules/mail/index.ts';

/** The reset mail's secret link, as the mail module's resolvers know it. */
export const PASSWORD_RESET_LINK = 'password_reset';

/**
 * The password-reset mail (docs/decisions/055): identity tells this flow when a reset was asked
 * for an account, and the mail goes through the outbox like every other. The outbox keeps the
 * link masked; the working token is made as the mail is sent (`workingLink`), so neither the
 * outbox nor the verifications table ever holds a working link.
 */
export class PasswordResetMail {
  constructor(
    private readonly db: Database,
    private readonly mail: Pick<ShopMail, 'passwordResetLink' | 'wake'>,
    private readonly siteUrl: string,
  ) {}

  /**
   * Queues the mail (never sends it inline: the answer to a known address must not take an
   * SMTP round trip longer than the one to an unknown address).
   */
  readonly requested = async (reset: PasswordResetRequest): Promise<void> => {
    const link = secretLink(PASSWORD_RESET_LINK, reset.linkId, (token) => this.resetUrl(token));
    await this.mail.passwordResetLink(this.db, {
      id: reset.linkId,
      email: reset.email,
      name: reset.name,
      link,
    });
    this.mail.wake();
  };

  /** base64url tokens need no escaping in a query. */
  private resetUrl(token: string): string {
    return `${this.siteUrl}${PASSWORD_RESET_PATH}?token=${token}`;
  }

  /**
   * The mail worker's resolver for PASSWORD_RESET_LINK: a fresh token for the reset, as the mail
   * is sent. A reset already used or expired gets none, and its mail fails rather than carry a
   * dead link.
   */
  readonly workingLink: SecretLinkResolver = async (linkId, { db }) => {
    const token = await renewResetToken(db, linkId);
    if (!token) throw new Error(`password reset ${linkId} was used or has expired`);
    return this.resetUrl(token);
  };
}
