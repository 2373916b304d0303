import type { Database } from '../../db/types.ts';
import { enqueueMail, enqueueMails, type NewMail } from './enqueue.ts';
import type { MailAttachmentRef } from './schema.ts';
import type { SecretLinkRef } from './secret-links.ts';
import { contactAckMail, staffContactMail } from './templates/contact-mails.ts';
import type { MailBrand, MailContent } from './templates/content.ts';
import type { ContactMailData, OrderMailData, RefundMailData } from './templates/data.ts';
import { orderClaimMail } from './templates/order-claim-mail.ts';
import {
  type OrderUpdate,
  orderPlacedMail,
  orderUpdateMail,
  staffNewOrderMail,
} from './templates/order-mails.ts';
import { passwordResetMail } from './templates/password-reset-mail.ts';
import { refundIssuedMail, refundProcessedMail } from './templates/refund-mails.ts';
import { renderHtml, renderText } from './templates/render.ts';

export interface MailSettings {
  /** MAIL_STAFF_TO: where new orders and contact messages are announced. */
  staffTo: string;
  brand: MailBrand;
}

/**
 * The shop's mails, each written into the outbox in the caller's transaction with a dedupe key
 * per event. Call `wake()` after that transaction commits, so the worker sends without waiting
 * for its next poll.
 */
export class ShopMail {
  private waker: () => void = () => {};

  constructor(private readonly settings: MailSettings) {}

  /** The worker registers itself here (mail-worker-plugin.ts). */
  onWake(waker: () => void): void {
    this.waker = waker;
  }

  wake(): void {
    this.waker();
  }

  /** Order placed (cash on delivery) or paid (online), and the staff's new-order mail. */
  async orderPlaced(tx: Database, order: OrderMailData, attachments: MailAttachmentRef[] = []) {
    const kind = order.paymentMethod === 'cod' ? 'order_placed' : 'order_paid';
    // One statement for both: every checkout pays for each round trip (docs/decisions/022).
    // A walk-in who gave no e-mail gets no mail (docs/decisions/023); the staff still do.
    const toCustomer = order.email
      ? [
          this.mail(
            kind,
            `order:${order.id}:placed`,
            order.email,
            orderPlacedMail(order, this.brand),
            attachments,
          ),
        ]
      : [];
    await enqueueMails(tx, [
      ...toCustomer,
      this.mail(
        'staff_new_order',
        `order:${order.id}:staff`,
        this.settings.staffTo,
        staffNewOrderMail(order, this.brand),
      ),
    ]);
  }

  /** Shipped, delivered or cancelled: one mail per order and status. */
  async orderUpdated(tx: Database, order: OrderMailData, update: OrderUpdate) {
    if (!order.email) return;
    await this.write(
      tx,
      `order_${update}`,
      `order:${order.id}:${update}`,
      order.email,
      orderUpdateMail(order, update, this.brand),
    );
  }

  /** For the refunds flow: a refund was sent to the gateway. */
  async refundIssued(tx: Database, refund: RefundMailData) {
    await this.write(
      tx,
      'refund_issued',
      `refund:${refund.refundId}:issued`,
      refund.email,
      refundIssuedMail(refund, this.brand),
    );
  }

  /** For the refunds flow: the gateway reported the refund processed. */
  async refundProcessed(tx: Database, refund: RefundMailData) {
    await this.write(
      tx,
      'refund_processed',
      `refund:${refund.refundId}:processed`,
      refund.email,
      refundProcessedMail(refund, this.brand),
    );
  }

  /** The sender's acknowledgement and the staff's notice of a new contact message. */
  async contactReceived(tx: Database, message: ContactMailData) {
    await this.write(
      tx,
      'contact_ack',
      `contact:${message.id}:ack`,
      message.email,
      contactAckMail(this.brand),
    );
    await this.write(
      tx,
      'staff_contact',
      `contact:${message.id}:staff`,
      this.settings.staffTo,
      staffContactMail(message, this.brand),
    );
  }

  /**
   * The link that joins a walk-in's showroom orders to the account whose owner reads this mail
   * (docs/decisions/023). One per token: the dedupe key is the token's row id. The outbox keeps
   * the link masked; the worker puts the working one in as it sends (secret-links.ts).
   */
  async orderClaimLink(
    tx: Database,
    claim: { id: string; email: string; name: string; link: SecretLinkRef },
  ) {
    await this.write(
      tx,
      'order_claim',
      `order-claim:${claim.id}`,
      claim.email,
      orderClaimMail({ name: claim.name, url: claim.link.masked }, this.brand),
      [claim.link],
    );
  }

  /**
   * A password-reset link (docs/decisions/055), one mail per request: the dedupe key is the reset
   * row's id. Like the claim link, the outbox keeps it masked and the worker makes it work.
   */
  async passwordResetLink(
    tx: Database,
    reset: { id: string; email: string; name: string; link: SecretLinkRef },
  ) {
    await this.write(
      tx,
      'password_reset',
      `password-reset:${reset.id}`,
      reset.email,
      passwordResetMail({ name: reset.name, url: reset.link.masked }, this.brand),
      [reset.link],
    );
  }

  private get brand() {
    return this.settings.brand;
  }

  private mail(
    kind: string,
    dedupeKey: string,
    recipient: string,
    content: MailContent,
    attachments: MailAttachmentRef[] = [],
  ): NewMail {
    return {
      kind,
      dedupeKey,
      recipient,
      subject: content.subject,
      html: renderHtml(content, this.brand),
      text: renderText(content, this.brand),
      attachments,
    };
  }

  private async write(
    tx: Database,
    kind: string,
    dedupeKey: string,
    recipient: string,
    content: MailContent,
    attachments: MailAttachmentRef[] = [],
  ) {
    await enqueueMail(tx, this.mail(kind, dedupeKey, recipient, content, attachments));
  }
}
