import type { Database } from '../../db/types.ts';
import type { MailAttachmentRef } from './schema.ts';

/** What a resolver gives back: the file as nodemailer attaches it. */
export interface ResolvedAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Turns a stored reference (e.g. `{kind: 'invoice', invoiceId}`) into the file, at send time. */
export type AttachmentResolver = (
  ref: MailAttachmentRef,
  context: { db: Database },
) => Promise<ResolvedAttachment>;

/**
 * The attachment resolvers by kind. Outbox rows keep references, not bytes, so a mail written in
 * the order's transaction can attach an invoice that is only rendered later; another module
 * registers its resolver (e.g. `invoice`) through mail/index.ts.
 */
export class AttachmentResolvers {
  private readonly byKind = new Map<string, AttachmentResolver>();

  register(kind: string, resolver: AttachmentResolver): void {
    if (this.byKind.has(kind)) throw new Error(`a mail attachment resolver for '${kind}' exists`);
    this.byKind.set(kind, resolver);
  }

  /** Throws for a kind nobody registered: the send fails and is retried like any other failure. */
  async resolveAll(refs: MailAttachmentRef[], db: Database): Promise<ResolvedAttachment[]> {
    return Promise.all(
      refs.map((ref) => {
        const resolver = this.byKind.get(ref.kind);
        if (!resolver) throw new Error(`no mail attachment resolver for '${ref.kind}'`);
        return resolver(ref, { db });
      }),
    );
  }
}
