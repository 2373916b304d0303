import { describe, expect, it } from 'vitest';
import { parentsFirst } from './copy-tables.ts';

describe('parentsFirst (the order the move copies tables in)', () => {
  it('puts every referenced table before the tables that reference it', () => {
    const keys = [
      { child: 'order_items', parent: 'orders' },
      { child: 'order_items', parent: 'products' },
      { child: 'orders', parent: 'users' },
      { child: 'tax_documents', parent: 'orders' },
      // A table's key to itself (credit note → invoice) does not block it.
      { child: 'tax_documents', parent: 'tax_documents' },
    ];
    const order = parentsFirst(
      ['tax_documents', 'order_items', 'orders', 'products', 'users'],
      keys,
    );
    expect(order).toHaveLength(5);
    for (const { child, parent } of keys) {
      if (child !== parent) expect(order.indexOf(parent)).toBeLessThan(order.indexOf(child));
    }
  });

  it('refuses a cycle between tables instead of looping', () => {
    const keys = [
      { child: 'a', parent: 'b' },
      { child: 'b', parent: 'a' },
    ];
    expect(() => parentsFirst(['a', 'b', 'c'], keys)).toThrow(/cycle among: a, b/);
  });
});
