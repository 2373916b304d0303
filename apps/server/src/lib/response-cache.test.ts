import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedBody, ResponseCache } from './response-cache.ts';

const body = (text: string) => new CachedBody(text, text);

describe('ResponseCache', () => {
  it('fills once and then answers from memory', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    let fills = 0;
    const fill = async () => body(`fill ${++fills}`);
    expect((await cache.get('k', fill))?.text).toBe('fill 1');
    expect((await cache.get('k', fill))?.text).toBe('fill 1');
    expect(fills).toBe(1);
  });

  it('shares one fill between concurrent misses', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    let fills = 0;
    // Every fill waits here until all three gets are in, so they are surely concurrent.
    let open: () => void = () => {};
    const opened = new Promise<void>((r) => {
      open = r;
    });
    const fill = async () => {
      fills++;
      await opened;
      return body('x');
    };
    const gets = [cache.get('k', fill), cache.get('k', fill), cache.get('k', fill)];
    open();
    await Promise.all(gets);
    expect(fills).toBe(1);
  });

  it('does not store a fill that started before an invalidation', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    let release: () => void = () => {};
    const slow = cache.get('k', async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return body('old data');
    });
    cache.invalidate();
    release();
    expect((await slow)?.text).toBe('old data');
    expect((await cache.get('k', async () => body('new data')))?.text).toBe('new data');
  });

  it('expires entries after the TTL and keeps at most maxEntries', async () => {
    let now = 1_000_000;
    const cache = new ResponseCache({ ttlMs: 20, maxEntries: 2, now: () => now });
    await cache.get('a', async () => body('a1'));
    now += 19;
    expect((await cache.get('a', async () => body('a2')))?.text).toBe('a1');
    now += 11;
    expect((await cache.get('a', async () => body('a2')))?.text).toBe('a2');
    await cache.get('b', async () => body('b'));
    await cache.get('c', async () => body('c'));
    expect(cache.size).toBe(2);
  });

  it('evicts the oldest bodies beyond maxBytes', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 10 });
    await cache.get('a', async () => body('aaaaaa'));
    await cache.get('b', async () => body('bbbbbb'));
    expect(cache.size).toBe(1);
    expect(cache.heldBytes).toBe(6);
    let refilled = false;
    await cache.get('a', async () => {
      refilled = true;
      return body('aaaaaa');
    });
    expect(refilled).toBe(true);
  });

  it('does not keep nulls or failures', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    expect(await cache.get('k', async () => null)).toBeNull();
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect((await cache.get('k', async () => body('ok')))?.text).toBe('ok');
  });
});

describe('CachedBody', () => {
  it('derives a strong ETag from the bytes', () => {
    expect(body('same').etag).toBe(body('same').etag);
    expect(body('same').etag).not.toBe(body('other').etag);
    expect(body('x').etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('compresses off the event loop, once per encoding, to bytes that decode to the body', async () => {
    const cached = body(
      Array.from({ length: 40_000 }, (_, i) => `{"id":${i},"name":"Sheesham ${i * 7919}"}`).join(),
    );
    // A synchronous compression would settle before the loop turns; the thread pool's cannot.
    let loopTurned = false;
    setImmediate(() => {
      loopTurned = true;
    });
    const pending = cached.encodedAs('br');
    expect(cached.encodedAs('br')).toBe(pending);
    expect(brotliDecompressSync(await pending).toString('utf8')).toBe(cached.text);
    expect(loopTurned).toBe(true);
    expect(gunzipSync(await cached.encodedAs('gzip')).toString('utf8')).toBe(cached.text);
  });
});
