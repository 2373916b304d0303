import type { Database } from '../../db/types.ts';
import { enqueueMail, enqueueMails, type NewMail } from './enqueue.ts';
import type { MailAttachmentRef, MailSourceRef } from './schema.ts';
import type { MailParts, SecretLinkRef } from './secret-links.ts';
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

/** Reads an order as its mails need it, when a mail stored by reference is rendered. */
export type OrderMailSource = (
  orderId: string,
  context: { db: Database },
) => Promise<OrderMailData>;

/** A stored mail as far as rendering it goes. */
export interface StoredMail {
  kind: string;
  html: string | null;
  text: string | null;
  source: MailSourceRef | null;
}

type OrderTemplate = (order: OrderMailData, brand: MailBrand) => MailContent;

/** The mails stored by reference to their order, by kind: what each is rendered with. */
const FROM_ORDER = new Map<string, OrderTemplate>([
  ['order_placed', orderPlacedMail],
  ['order_paid', orderPlacedMail],
  ['staff_new_order', staffNewOrderMail],
]);

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
  private orderSource: OrderMailSource | undefined;

  constructor(private readonly settings: MailSettings) {}

  /** The worker registers itself here (mail-worker-plugin.ts). */
  onWake(waker: () => void): void {
    this.waker = waker;
  }

  wake(): void {
    this.waker();
  }

  /** The order mails flow says how to read an order for a mail stored by reference. */
  readOrdersWith(source: OrderMailSource): void {
    this.orderSource = source;
  }

  /**
   * A stored mail's HTML and text: as written, or rendered now from the order it names (the
   * worker as it sends, the admin's Mail view as it shows one). Throws when it cannot: a send
   * attempt then fails and is retried like any other.
   */
  async partsOf(mail: StoredMail, db: Database): Promise<MailParts> {
    if (mail.html !== null && mail.text !== null) return { html: mail.html, text: mail.text };
    const template = FROM_ORDER.get(mail.kind);
    if (!mail.source || !template || !this.orderSource) {
      throw new Error(`a '${mail.kind}' mail stored by reference cannot be rendered`);
    }
    const content = template(await this.orderSource(mail.source.orderId, { db }), this.brand);
    return { html: renderHtml(content, this.brand), text: renderText(content, this.brand) };
  }

  /**
   * Order placed (cash on delivery) or paid (online), and the staff's new-order mail. Both are
   * stored by reference to the order and rendered when sent (partsOf): rendering them here cost
   * every checkout's transaction about 6 KB of WAL (docs/decisions/047).
   */
  async orderPlaced(tx: Database, order: OrderMailData, attachments: MailAttachmentRef[] = []) {
    const kind = order.paymentMethod === 'cod' ? 'order_placed' : 'order_paid';
    // One statement for both: every checkout pays for each round trip (docs/decisions/022).
    // A walk-in who gave no e-mail gets no mail (docs/decisions/023); the staff still do.
    const toCustomer = order.email
      ? [this.byReference(kind, `order:${order.id}:placed`, order.email, order, attachments)]
      : [];
    await enqueueMails(tx, [
      ...toCustomer,
      this.byReference('staff_new_order', `order:${order.id}:staff`, this.settings.staffTo, order),
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

  /** A mail that names its order instead of carrying its parts; only its subject is made now. */
  private byReference(
    kind: string,
    dedupeKey: string,
    recipient: string,
    order: OrderMailData,
    attachments: MailAttachmentRef[] = [],
  ): NewMail {
    const template = FROM_ORDER.get(kind) as OrderTemplate;
    return {
      kind,
      dedupeKey,
      recipient,
      subject: template(order, this.brand).subject,
      html: null,
      text: null,
      source: { kind: 'order', orderId: order.id },
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
