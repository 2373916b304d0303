import { describe, expect, it } from 'vitest';
import {
  cashAmountError,
  cashDateError,
  cashPaidLine,
  cashReceiptRefusal,
} from './cash-receipts.ts';

describe('cash received rules', () => {
  it('judges the date by days in India: 00:30 IST is already the next day', () => {
    // 2026-03-04T19:00Z is 00:30 on 5 March in India.
    const placed = new Date('2026-03-04T19:00:00Z');
    const now = new Date('2026-03-05T19:00:00Z'); // 00:30 on 6 March in India
    expect(cashDateError('2026-03-05', placed, now)).toBeNull();
    expect(cashDateError('2026-03-06', placed, now)).toBeNull();
    expect(cashDateError('2026-03-04', placed, now)).toBe(
      'Date cannot be before the order was placed (5 Mar 2026)',
    );
    expect(cashDateError('2026-03-07', placed, now)).toBe('Date cannot be in the future');
  });

  it('wants the whole total to the paisa', () => {
    expect(cashAmountError(12_500.5, 12_500.5)).toBeNull();
    expect(cashAmountError(0.1 + 0.2, 0.3)).toBeNull();
    expect(cashAmountError(12_500.49, 12_500.5)).toBe(
      'Amount must equal the order total, ₹12,500.5',
    );
  });

  it('allows it once, on a cash-on-delivery order that is not cancelled', () => {
    const cod = { payment_method: 'cod', payment_status: 'pending', status: 'delivered' } as const;
    expect(cashReceiptRefusal(cod)).toBeNull();
    expect(cashReceiptRefusal({ ...cod, payment_status: 'paid' })).toBe('cash_already_received');
    expect(cashReceiptRefusal({ ...cod, status: 'cancelled' })).toBe('order_cancelled');
    expect(cashReceiptRefusal({ ...cod, payment_method: 'gateway' })).toBe('not_cash_on_delivery');
  });

  it('says how much, in cash, on which day', () => {
    expect(cashPaidLine({ amount: 48_999, received_on: '2026-03-04' })).toBe(
      '₹48,999 in cash on 4 Mar 2026',
    );
  });
});
