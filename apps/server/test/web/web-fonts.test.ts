import { describe, expect, it } from 'vitest';
import {
  fontsCached,
  optionalFontFaces,
  rangeCovers,
  webFont,
} from '../../src/modules/web/web-fonts.ts';

describe('web fonts for the start script (decision 062)', () => {
  it('reads a face as the FontFace API takes it, quotes and semicolons in values kept whole', () => {
    expect(
      webFont(
        'font-family:"Playfair Display";font-style:normal;font-display:swap;font-weight:400 900;' +
          'src:url("/assets/p;f.woff2")format("woff2-variations");unicode-range:U+??,U+131,U+20B9',
      ),
    ).toEqual({
      family: 'Playfair Display',
      src: 'url("/assets/p;f.woff2")format("woff2-variations")',
      descriptors: {
        style: 'normal',
        display: 'swap',
        weight: '400 900',
        unicodeRange: 'U+??,U+131,U+20B9',
      },
      eager: true,
    });
  });

  it('loads first only the faces for Latin letters or ₹, the rest when text needs them', () => {
    const face = (range: string) =>
      webFont(`font-family:Inter;src:url(/i.woff2);unicode-range:${range}`)?.eager;
    expect(face('U+0000-00FF')).toBe(true);
    expect(face('U+20B9')).toBe(true);
    expect(face('U+400-45F,U+490-491')).toBe(false);
    expect(face('U+1F??')).toBe(false);
    // No range covers everything.
    expect(webFont('font-family:Inter;src:url(/i.woff2)')?.eager).toBe(true);
  });

  it('reads unicode ranges with wildcards and spans', () => {
    expect(rangeCovers('U+4??', 0x4ff)).toBe(true);
    expect(rangeCovers('U+4??', 0x500)).toBe(false);
    expect(rangeCovers('U+100-2BA, U+2BD-2C5', 0x2c0)).toBe(true);
    expect(rangeCovers('U+100-2BA', 0x2bb)).toBe(false);
    expect(rangeCovers('nonsense', 0x41)).toBe(false);
  });

  it('skips a face without a family or a downloadable source', () => {
    expect(webFont('src:url(/i.woff2)')).toBeNull();
    expect(webFont('font-family:Inter Fallback;src:local(Arial)')).toBeNull();
  });

  it('makes every face optional for a page whose browser holds the files', () => {
    expect(
      optionalFontFaces([
        'font-family:Inter;font-display:swap;src:url(/i.woff2)',
        'font-family:Playfair;src:url(/p.woff2)',
      ]),
    ).toBe(
      '@font-face{font-family:Inter;font-display:optional;src:url(/i.woff2)}' +
        '@font-face{font-family:Playfair;src:url(/p.woff2);font-display:optional}',
    );
  });

  it('reads the cookie that says the browser holds the fonts, and nothing like it', () => {
    expect(fontsCached('a=1; sheesham-fonts=1')).toBe(true);
    expect(fontsCached('sheesham-fonts=1')).toBe(true);
    expect(fontsCached('sheesham-fonts=0')).toBe(false);
    expect(fontsCached('x-sheesham-fonts=1')).toBe(false);
    expect(fontsCached(undefined)).toBe(false);
  });
});
