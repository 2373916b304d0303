import { describe, expect, it } from 'vitest';
import { redirectReasonFrom, redirectTargetFrom, safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it.each([
    ['/product/42', '/product/42'],
    ['/profile?tab=orders#top', '/profile?tab=orders#top'],
    ['/checkout', '/checkout'],
    ['/a/../checkout', '/checkout'],
  ])('keeps the same-site path %s', (candidate, expected) => {
    expect(safeRedirectTarget(candidate)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['a path with a control character', '/\tevil'],
    ['the sign-in screen itself', '/auth?tab=sign-up'],
    ['an empty string', ''],
    ['no value', null],
    ['a non-string', { pathname: '/profile' }],
  ])('refuses %s and goes home', (_, candidate) => {
    expect(safeRedirectTarget(candidate)).toBe('/');
  });
});

describe('redirectTargetFrom', () => {
  it('prefers the guard state over the query', () => {
    expect(redirectTargetFrom({ from: '/checkout' }, '?redirect=/profile')).toBe('/checkout');
  });

  it('falls back to ?redirect=', () => {
    expect(redirectTargetFrom(null, '?redirect=%2Fproduct%2F7')).toBe('/product/7');
  });

  it('sanitises both sources', () => {
    expect(redirectTargetFrom({ from: 'https://evil.example' }, '')).toBe('/');
    expect(redirectTargetFrom(undefined, '?redirect=//evil.example')).toBe('/');
    expect(redirectTargetFrom(undefined, '')).toBe('/');
  });
});

describe('redirectReasonFrom', () => {
  it('reads the guard reason and ignores anything that is not a string', () => {
    expect(redirectReasonFrom({ from: '/checkout', reason: 'Please sign in to checkout' })).toBe(
      'Please sign in to checkout',
    );
    expect(redirectReasonFrom({ from: '/checkout' })).toBeUndefined();
    expect(redirectReasonFrom({ reason: 42 })).toBeUndefined();
    expect(redirectReasonFrom(null)).toBeUndefined();
  });
});
