import { describe, expect, it } from 'vitest';
import { showingText } from './list-paging';

describe('showingText', () => {
  it('gives the range on screen with an en dash and Indian digit grouping', () => {
    expect(showingText({ page: 1, pageSize: 20, shown: 20, total: 45 }, ['order', 'orders'])).toBe(
      'Showing 1–20 of 45 orders',
    );
    expect(
      showingText({ page: 51, pageSize: 24, shown: 3, total: 123_456 }, ['customer', 'customers']),
    ).toBe('Showing 1,201–1,203 of 1,23,456 customers');
  });

  it('counts one in the singular', () => {
    expect(showingText({ page: 1, pageSize: 20, shown: 1, total: 1 }, ['order', 'orders'])).toBe(
      'Showing 1–1 of 1 order',
    );
  });
});
