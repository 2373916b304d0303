import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The SMTP server the e2e run's shop sends to (SMTP_URL), on 127.0.0.1: it files every message in
 * `dir`, one .eml each, where the journeys read them. A mail's secret link (an order-claim link)
 * works only in the mail as sent, so a journey that follows one reads it here.
 */
export async function startMailbox(dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        writeFileSync(join(dir, `${String(++count).padStart(5, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mails filed in `dir` for `address`, oldest first: subject and text part. */
export async function mailsTo(dir: string, address: string) {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(
    files.map(async (name) => simpleParser(readFileSync(join(dir, name)))),
  );
  return mails
    .filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address)
    .map((mail) => ({ subject: mail.subject ?? '', text: mail.text ?? '' }));
}
