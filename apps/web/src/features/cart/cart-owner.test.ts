import { describe, expect, it } from 'vitest';
import { bed, chair } from '@/testing/fixtures';
import { cartFor } from './cart-owner';

describe('cartFor', () => {
  const ashas = { owner: 'asha', items: [bed] };

  it("keeps a user's own cart as it is", () => {
    expect(cartFor(ashas, 'asha')).toBe(ashas);
  });

  it("gives another user an empty cart instead of the previous account's", () => {
    expect(cartFor(ashas, 'ravi')).toEqual({ owner: 'ravi', items: [] });
  });

  it('hides an account’s cart from a signed-out visitor', () => {
    expect(cartFor(ashas, null)).toEqual({ owner: null, items: [] });
  });

  it('lets the first user to sign in claim a cart that has no owner', () => {
    expect(cartFor({ owner: null, items: [chair] }, 'ravi')).toEqual({
      owner: 'ravi',
      items: [chair],
    });
  });

  it('shows the stored cart while the session is still being checked', () => {
    expect(cartFor(ashas, undefined)).toBe(ashas);
  });
});
