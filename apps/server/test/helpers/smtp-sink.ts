import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it, parsed. */
export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: ParsedMail['attachments'];
}

/**
 * A real SMTP server in the test process (the smtp-server package): it keeps every message it
 * accepts, and refuses messages with a 451 while `refusing` is set, as a full or broken relay
 * would. No TLS, no auth: it listens on 127.0.0.1 only.
 */
export class SmtpSink {
  refusing = false;
  private readonly raw: Buffer[] = [];
  private refusedCount = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.refusing) {
          this.refusedCount++;
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        this.raw.push(Buffer.concat(chunks));
        callback();
      });
    },
  });

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** How many messages were refused while `refusing` was set. */
  get refused(): number {
    return this.refusedCount;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Every accepted message, parsed, in arrival order. */
  async received(): Promise<ReceivedMail[]> {
    return Promise.all(
      this.raw.map(async (raw) => {
        const mail = await simpleParser(raw);
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        return {
          messageId: mail.messageId ?? '',
          to: to?.value[0]?.address ?? '',
          subject: mail.subject ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          text: mail.text ?? '',
          attachments: mail.attachments,
        };
      }),
    );
  }

  /** The messages to one address whose subject matches. */
  async to(address: string, subject?: RegExp): Promise<ReceivedMail[]> {
    return (await this.received()).filter(
      (m) => m.to === address && (!subject || subject.test(m.subject)),
    );
  }
}
