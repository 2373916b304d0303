import type { Transporter } from 'nodemailer';
import { onFirstUse } from '../../lib/on-first-use.ts';
import type { ResolvedAttachment } from './attachments.ts';

/** nodemailer (about 15 MB), loaded by the first mail sent rather than at start. */
const loadNodemailer = onFirstUse(async () => (await import('nodemailer')).default);

/** One message as the worker hands it to SMTP. */
export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: ResolvedAttachment[];
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Shorter than the worker's lease, so a hung server fails the attempt before the lease ends. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * nodemailer over SMTP_URL (smtp:// or smtps://, with user:password if the server wants them).
 * The Message-ID is the outbox row's, so a receiver can tell a resend of the same mail.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  let transporter: Transporter | undefined;
  const open = onFirstUse(async () => {
    transporter = (await loadNodemailer()).createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return transporter;
  });
  return {
    async send(mail) {
      await (await open()).sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
      });
    },
    close: () => transporter?.close(),
  };
}
