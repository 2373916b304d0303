import { describe, expect, it } from 'vitest';
import {
  customerOrderStage,
  isCustomerCancellable,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from './order-status.ts';

describe('order status', () => {
  it('maps every server status to a customer stage (docs/decisions/006)', () => {
    expect(ORDER_STATUSES.map(customerOrderStage)).toEqual([
      'Processing',
      'Processing',
      'Shipped',
      'Delivered',
      'Delivered',
      'Cancelled',
    ]);
  });

  it('lets customers cancel only new and processing orders', () => {
    expect(ORDER_STATUSES.filter(isCustomerCancellable)).toEqual(['new', 'processing']);
  });

  it('labels dispatched as Shipped for admins', () => {
    expect(ORDER_STATUS_LABELS.dispatched).toBe('Shipped');
  });
});
