import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff-image-type.ts';

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

/** An ISO-BMFF ftyp box with the given major and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('sniffImageType', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['png', bytes([0x89], 'PNG\r\n\x1a\n')],
    ['gif', bytes('GIF89a')],
    ['gif', bytes('GIF87a')],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['avif', ftyp('avif', 'mif1', 'miaf')],
    ['avif', ftyp('mif1', 'miaf', 'avis')],
  ])('recognises %s from its first bytes', (type, data) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['XML-declared SVG', bytes('<?xml version="1.0"?><svg/>')],
    ['HTML', bytes('<!doctype html><p>hi</p>')],
    ['PDF', bytes('%PDF-1.7')],
    ['HEIC (HEVC, which sharp cannot decode)', ftyp('heic', 'mif1', 'heic')],
    ['an AVIF brand beyond the ftyp box', bytes(ftyp('mif1'), 'avif')],
    ['RIFF audio', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['a lone JPEG marker byte', bytes([0xff, 0xd8])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});
