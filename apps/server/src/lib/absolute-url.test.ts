import { expect, it } from 'vitest';
import { absoluteUrl, originForm } from './absolute-url.ts';

const SITE = 'https://shop.example.in';

it('absoluteUrl is SITE_URL and the path alone, never the origin a URL or request target had', () => {
  expect(absoluteUrl(SITE, '/products')).toBe(`${SITE}/products`);
  expect(absoluteUrl(SITE, 'media/a.webp')).toBe(`${SITE}/media/a.webp`);
  expect(absoluteUrl(`${SITE}/shop`, '/products?x=1')).toBe(`${SITE}/shop/products?x=1`);
  // Issue #24 item 9: `GET http://evil.example/products` made the canonical link that URL.
  for (const url of [
    'http://evil.example/products',
    'https://evil.example:8443/products',
    'HTTP://user@evil.example/products',
  ]) {
    expect(absoluteUrl(SITE, url), url).toBe(`${SITE}/products`);
  }
  expect(absoluteUrl(SITE, 'https://evil.example')).toBe(`${SITE}/`);
  // Resolved against SITE_URL, `//host/path` would name another host; joined, it is a path.
  expect(new URL(absoluteUrl(SITE, '//evil.example/products')).origin).toBe(SITE);
  expect(originForm('http://evil.example/api/products?limit=1')).toBe('/api/products?limit=1');
  expect(originForm('/products?sort=name')).toBe('/products?sort=name');
  expect(originForm('*')).toBe('/*');
});
