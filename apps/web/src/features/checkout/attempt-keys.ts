/** A v4 UUID; randomUUID needs a secure context, so plain-http LAN testing falls back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Idempotency keys per checkout attempt. Sending the same body again (a retry after a timeout or
 * a lost response) reuses the key, so the server answers the order it already made; any change
 * (address, cart, another payment) is a new attempt with a new key, which the server would
 * otherwise refuse with 422.
 */
export function createAttemptKeys(generate: () => string = newIdempotencyKey) {
  let current: { body: string; key: string } | undefined;
  return {
    keyFor(body: unknown): string {
      const serialized = JSON.stringify(body);
      if (current?.body !== serialized) current = { body: serialized, key: generate() };
      return current.key;
    },
    /** After an order is placed the next checkout starts afresh. */
    reset() {
      current = undefined;
    },
  };
}
export type AttemptKeys = ReturnType<typeof createAttemptKeys>;
