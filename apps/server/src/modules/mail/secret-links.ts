import type { Database } from '../../db/types.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailAttachmentRef } from './schema.ts';

/** What stored copies of a mail show in place of a link's secret (the outbox, the admin's Mail view). */
export const SECRET_MASK = '•••';

/**
 * A link that must work only in the mail as sent (an order-claim link, a password reset): the
 * outbox keeps the link with its secret masked and this reference; at send time the worker asks
 * the link's resolver for the working link and puts it in place of the masked one. So nobody who
 * reads the outbox (admins, a backup, a leaked dump) holds a working link. Kept beside the
 * attachment references, which are resolved at send time the same way.
 */
export interface SecretLinkRef extends MailAttachmentRef {
  kind: 'secret_link';
  /** Whose resolver makes the working link, e.g. 'order_claim'. */
  link: string;
  /** What the resolver makes it for, e.g. the claim token's row id. */
  id: string;
  /** The link as the stored mail shows it: the working one with SECRET_MASK for its secret. */
  masked: string;
}

/** A link with its secret masked, for the stored mail: `build` makes the URL from a secret. */
export function secretLink(
  link: string,
  id: string,
  build: (secret: string) => string,
): SecretLinkRef {
  return { kind: 'secret_link', link, id, masked: build(SECRET_MASK) };
}

export const isSecretLinkRef = (ref: MailAttachmentRef): ref is SecretLinkRef =>
  ref.kind === 'secret_link';

/**
 * Makes the working link at send time (e.g. mints a fresh token and returns the URL with it).
 * Throws when it cannot (a claim already used): the attempt fails like any other send failure.
 */
export type SecretLinkResolver = (id: string, context: { db: Database }) => Promise<string>;

/** The mail's text and HTML parts as sent. */
export interface MailParts {
  html: string;
  text: string;
}

/** The secret-link resolvers by link; a module registers its own through mail/index.ts. */
export class SecretLinkResolvers {
  private readonly byLink = new Map<string, SecretLinkResolver>();

  register(link: string, resolver: SecretLinkResolver): void {
    if (this.byLink.has(link)) throw new Error(`a secret link resolver for '${link}' exists`);
    this.byLink.set(link, resolver);
  }

  /** The parts with every masked link replaced by its working link. */
  async fill(parts: MailParts, refs: SecretLinkRef[], db: Database): Promise<MailParts> {
    let { html, text } = parts;
    for (const ref of refs) {
      const resolver = this.byLink.get(ref.link);
      if (!resolver) throw new Error(`no secret link resolver for '${ref.link}'`);
      const working = await resolver(ref.id, { db });
      // Functions, so a `$` in the link is never read as a replacement pattern.
      html = html.replaceAll(escapeHtml(ref.masked), () => escapeHtml(working));
      text = text.replaceAll(ref.masked, () => working);
    }
    return { html, text };
  }
}
