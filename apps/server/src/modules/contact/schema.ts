import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtNow, uuidPrimaryKey } from '../../db/columns.ts';

// The contact form's messages. Owned by this module: only its
// data layer (repository files) imports this file (docs/decisions/040).

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ipAddress: text('ip_address').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAtNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
