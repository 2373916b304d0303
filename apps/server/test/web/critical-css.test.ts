import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss, splitStylesheet } from '../../src/modules/web/critical-css.ts';

// The shape of Tailwind v4's minified build: layers, one utilities layer with @media groups,
// escaped class names, and rules after the layers (font faces, @property, keyframes).
const STYLESHEET = [
  '/*! tailwindcss */@layer properties{@supports (x:y){*,:before{--tw-x:0}}}',
  '@layer theme,base,components,utilities;',
  '@layer theme{:root{--color-gold:#b8860b}}',
  '@layer base{body{margin:0}h1{font-family:serif}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.w-1\\/2{width:50%}',
  '.after\\:content-\\[\\"\\{\\"\\]:after{content:"{"}',
  '.group:hover .group-hover\\:underline,.focus-ring:focus{text-decoration:underline}',
  '.space-y-4>:not(:last-child){margin-block-end:1rem}',
  '@media (min-width:48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}',
  '@media (min-width:48rem){.md\\:p-4{padding:1rem}}',
  '.\\32 xl\\:p-8{padding:2rem}',
  '}',
  '@font-face{font-family:Inter;src:url(/a.woff2)}',
  '@font-face{font-family:Inter Fallback;src:local("Arial");size-adjust:107.2%}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

function split() {
  const result = splitStylesheet(STYLESHEET);
  if (!result) throw new Error('did not split');
  return result;
}

describe('critical CSS: the part of the stylesheet a server-rendered page uses', () => {
  it('keeps everything outside the utilities layer but web font faces, and only the utilities the page has', () => {
    const css = criticalCss(split(), '<main class="flex w-1/2"><p class="md:p-4">x</p></main>');
    expect(css).toContain('@layer properties{@supports (x:y){*,:before{--tw-x:0}}}');
    expect(css).toContain('@layer theme{:root{--color-gold:#b8860b}}');
    expect(css).toContain('@layer base{body{margin:0}h1{font-family:serif}}');
    // Web fonts wait for the whole stylesheet (decision 038); the local stand-in paints now.
    expect(css).not.toContain('url(/a.woff2)');
    expect(css).toContain(
      '@font-face{font-family:Inter Fallback;src:local("Arial");size-adjust:107.2%}',
    );
    expect(css).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
    expect(css).toContain(
      '@layer utilities{.flex{display:flex}.w-1\\/2{width:50%}@media (min-width:48rem){.md\\:p-4{padding:1rem}}}',
    );
    expect(css).not.toContain('.hidden');
    expect(css).not.toContain('.md\\:grid');
  });

  it('keeps a rule when one selector of its list matches, and rules that name no class', () => {
    const css = criticalCss(split(), '<a class="focus-ring">x</a>');
    expect(css).toContain(
      '.group:hover .group-hover\\:underline,.focus-ring:focus{text-decoration:underline}',
    );
    // group-hover needs both of its classes on the page.
    const neither = criticalCss(split(), '<a class="group-hover:underline">x</a>');
    expect(neither).not.toContain('text-decoration');
  });

  it('reads escaped class names as the HTML writes them', () => {
    const css = criticalCss(
      split(),
      '<div class="2xl:p-8 after:content-[&quot;{&quot;] space-y-4"></div>',
    );
    expect(css).toContain('.\\32 xl\\:p-8{padding:2rem}');
    expect(css).toContain('.after\\:content-\\[\\"\\{\\"\\]:after{content:"{"}');
    expect(css).toContain('.space-y-4>:not(:last-child){margin-block-end:1rem}');
  });

  it('merges neighbouring rules of one @media and keeps the order of the file', () => {
    const css = criticalCss(split(), '<div class="md:p-4 md:grid flex"></div>');
    expect(css).toContain(
      '.flex{display:flex}@media (min-width:48rem){.md\\:grid{display:grid}.md\\:p-4{padding:1rem}}',
    );
  });

  it('gives the whole stylesheet but its web font faces back when the page has every class', () => {
    const every = split().utilities.flatMap((rule) => rule.selectors.flat());
    const html = `<b class="${every.map((name) => name.replaceAll('"', '&quot;')).join(' ')} group">`;
    expect(criticalCss(split(), html)).toBe(
      STYLESHEET.replace(
        '.md\\:hidden{display:none}}@media (min-width:48rem){',
        '.md\\:hidden{display:none}',
      ).replace('@font-face{font-family:Inter;src:url(/a.woff2)}', ''),
    );
  });

  it('leaves for later the whole utilities layer in its order, and the web font faces', () => {
    const { laterCss, webFontFaces } = split();
    const layer = STYLESHEET.slice(STYLESHEET.indexOf('@layer utilities{'));
    expect(laterCss).toBe(layer.slice(0, layer.indexOf('}@font-face') + 1));
    expect(laterCss).not.toContain('@layer base');
    // Only the face with a file to download: the local stand-in is already on the page.
    expect(webFontFaces).toEqual(['font-family:Inter;src:url(/a.woff2)']);
  });

  it('does not split a stylesheet without a utilities layer, or one it cannot read', () => {
    expect(splitStylesheet('body{margin:0}')).toBeNull();
    expect(splitStylesheet('@layer utilities{.flex{display:flex}')).toBeNull();
  });

  it('collects the classes of every element, entities decoded', () => {
    expect([
      ...classesIn('<p class="a  b"></p><svg class="c"></svg><i data-class="d" class="e&amp;f">'),
    ]).toEqual(['a', 'b', 'c', 'e&f']);
  });
});
