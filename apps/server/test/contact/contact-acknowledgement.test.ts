import { DEFAULT_STORE_SETTINGS } from '@sheesham/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #24 item 13: anyone may type anyone's address into the contact form, so the shop's
// acknowledgement to that address must carry none of their words, only the shop's own details.
// The staff's notice, which goes to the shop, keeps the message.

const t = useTestApp({ env: { CONTACT_RATE_LIMIT: '100' } });

const PHISH = {
  name: 'Account team http://phish.example/login',
  email: 'victim@example.in',
  subject: 'URGENT: your Sheesham account is locked',
  message: 'URGENT. Your order is on hold, verify your card at http://phish.example/login today.',
};

async function outboxMail(dedupeKey: string) {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
  return row;
}

describe('the contact acknowledgement', () => {
  it("repeats nothing the sender typed and gives the shop's details; the staff still get the message", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: PHISH });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();

    const ack = await outboxMail(`contact:${id}:ack`);
    expect(ack?.recipient).toBe(PHISH.email);
    for (const part of [ack?.subject, ack?.html, ack?.text]) {
      expect(part).not.toContain('phish.example');
      expect(part).not.toContain('URGENT');
      expect(part).not.toContain('Account team');
    }
    const store = DEFAULT_STORE_SETTINGS;
    for (const detail of [store.name, store.phone, store.email, store.hours]) {
      expect(ack?.text).toContain(detail);
    }
    expect(ack?.text).toContain("We'll get back to you within 24 hours.");

    const staff = await outboxMail(`contact:${id}:staff`);
    expect(staff?.text).toContain(PHISH.message);
    expect(staff?.subject).toBe(`New contact message: ${PHISH.subject}`);
  });
});
