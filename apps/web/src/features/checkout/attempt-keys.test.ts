import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newIdempotencyKey } from './attempt-keys';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('checkout attempt keys', () => {
  it('makes v4 UUIDs, also without crypto.randomUUID (plain-http pages)', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const key = newIdempotencyKey();
      expect(key).toMatch(UUID_V4);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('keeps the key while the same body is retried, and starts a new attempt when it changes', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    const body = { address: 'MI Road', items: [{ product_id: 'a', quantity: 1 }] };
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body })).toBe('key-1');
    expect(keys.keyFor({ ...body, address: 'C Scheme' })).toBe('key-2');
    // Changing back is a new attempt too: the server would refuse key-1 with a different body.
    expect(keys.keyFor(body)).toBe('key-3');
    keys.reset();
    expect(keys.keyFor(body)).toBe('key-4');
  });
});
