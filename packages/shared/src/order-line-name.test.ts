import { describe, expect, it } from 'vitest';
import { orderItemName, orderLineName } from './order-line-name.ts';

describe('orderLineName', () => {
  it('names a set line with the Complete Set label, a plain line by its name alone', () => {
    expect(orderLineName({ name: 'Mehrangarh Sofa', selectedSet: true })).toBe(
      'Mehrangarh Sofa (Complete Set)',
    );
    expect(orderLineName({ name: 'Mehrangarh Sofa', selectedSet: false })).toBe('Mehrangarh Sofa');
  });

  it('reads an order item’s selected_set the same way', () => {
    expect(orderItemName({ name: 'Mehrangarh Sofa', selected_set: true })).toBe(
      'Mehrangarh Sofa (Complete Set)',
    );
    expect(orderItemName({ name: 'Mehrangarh Sofa', selected_set: false })).toBe('Mehrangarh Sofa');
  });
});
