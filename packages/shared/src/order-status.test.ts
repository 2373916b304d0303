import { describe, expect, it } from 'vitest';
import { customerOrderStage, ORDER_STATUS_LABELS, ORDER_STATUSES } from './order-status.ts';
import { isCancellable } from './order-transitions.ts';

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
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['new', 'processing']);
  });

  it('labels dispatched as Shipped for admins', () => {
    expect(ORDER_STATUS_LABELS.dispatched).toBe('Shipped');
  });

  it('gives each status its own word, the one admin and customer both see (docs/decisions/013)', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      'New',
      'Processing',
      'Shipped',
      'Delivered',
      'Completed',
      'Cancelled',
    ]);
  });
});
