import { isUuid } from '../../lib/uuid.ts';

/** What one admin search text can name: a number, else an id, else name or e-mail text. */
export interface OrderSearchTerms {
  /** Part of the customer's name or e-mail. */
  text: string;
  /** '1001', '#1001' or '# 1001': that order number exactly. */
  number: number | null;
  /** A full order UUID (any case). */
  id: string | null;
}

// Nine digits at most, so the number always fits the integer column.
const ORDER_NUMBER = /^#\s*(\d{1,9})$|^(\d{1,9})$/;

/** Reads the Orders search box (SPEC §2: 'Search orders by ID, customer name, or email...'). */
export function orderSearchTerms(q: string): OrderSearchTerms {
  const text = q.trim();
  const digits = ORDER_NUMBER.exec(text);
  const number = digits ? Number(digits[1] ?? digits[2]) : null;
  return { text, number, id: isUuid(text) ? text.toLowerCase() : null };
}
