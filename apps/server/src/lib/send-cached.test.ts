import { describe, expect, it } from 'vitest';
import { etagMatches, pickEncoding, representationTag } from './send-cached.ts';

describe('etagMatches', () => {
  it('matches exact, listed, weak and wildcard tags', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
  });

  it('does not match other or missing tags', () => {
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches('abc', '"abc"')).toBe(false);
  });
});

describe('pickEncoding', () => {
  it('prefers br, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('GZIP;q=0.5')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('representationTag', () => {
  it('gives each encoding its own strong tag', () => {
    expect(representationTag('"abc"', null)).toBe('"abc"');
    expect(representationTag('"abc"', 'br')).toBe('"abc-br"');
    expect(representationTag('"abc"', 'gzip')).toBe('"abc-gzip"');
  });
});
