/**
 * The web fonts of a server-rendered page, `font-display: optional` done by hand (decision 063).
 *
 * The first page a browser opens paints in the metric-matched stand-ins (decision 038) and stays
 * in them: the start script fetches the Latin and ₹ faces after the paint through the FontFace
 * API, keeps them for the app's first navigation, and sets FONTS_CACHED_COOKIE. Adding them to
 * the open page would lay out every line of text again, the longest task left after the paint.
 * A page requested with the cookie carries the faces inline as `font-display: optional`: their
 * files come from the browser's cache in time for the first paint, and nothing is laid out twice.
 */
export interface WebFont {
  family: string;
  /** The `src` descriptor as written, `url(…) format(…)`: FontFace parses it the same way. */
  src: string;
  descriptors: {
    style?: string;
    weight?: string;
    stretch?: string;
    display?: string;
    unicodeRange?: string;
  };
  /** Covers Latin letters or ₹, which every page shows: fetched before the faces are added. */
  eager: boolean;
}

const DESCRIPTORS = {
  'font-style': 'style',
  'font-weight': 'weight',
  'font-stretch': 'stretch',
  'font-display': 'display',
  'unicode-range': 'unicodeRange',
} as const;

/** Set by the start script once the browser holds the web fonts' files. */
export const FONTS_CACHED_COOKIE = 'sheesham-fonts';

/** Whether a request's Cookie header says the browser holds the web fonts. */
export function fontsCached(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${FONTS_CACHED_COOKIE}=1`);
}

/** The faces as `@font-face` rules that use a file only if it is at hand for the first paint. */
export function optionalFontFaces(bodies: readonly string[]): string {
  const display = /font-display\s*:\s*[\w-]+/i;
  const optional = (body: string) =>
    display.test(body)
      ? body.replace(display, 'font-display:optional')
      : `${body};font-display:optional`;
  return bodies.map((body) => `@font-face{${optional(body)}}`).join('');
}

/** Code points every storefront page shows: Latin capital A, and the rupee sign. */
const ALWAYS_SHOWN = [0x41, 0x20b9];

/** `a:b;c:d` split at the semicolons that are outside quotes and parentheses. */
function declarations(body: string): [string, string][] {
  const out: [string, string][] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  const push = (end: number) => {
    const text = body.slice(start, end);
    const colon = text.indexOf(':');
    if (colon > 0)
      out.push([text.slice(0, colon).trim().toLowerCase(), text.slice(colon + 1).trim()]);
    start = end + 1;
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ';' && depth === 0) push(i);
  }
  push(body.length);
  return out;
}

/** Whether a `unicode-range` (U+41, U+0-7F, U+4??) holds the code point; none means all. */
export function rangeCovers(range: string | undefined, codePoint: number): boolean {
  if (!range) return true;
  return range.split(',').some((part) => {
    const match = /^u\+([0-9a-f?]+)(?:-([0-9a-f]+))?$/i.exec(part.trim());
    if (!match?.[1]) return false;
    const low = Number.parseInt(match[1].replace(/\?/g, '0'), 16);
    const high = Number.parseInt(match[2] ?? match[1].replace(/\?/g, 'f'), 16);
    return codePoint >= low && codePoint <= high;
  });
}

/** One `@font-face` body as a WebFont; null without a family or a url() source. */
export function webFont(body: string): WebFont | null {
  const found = new Map(declarations(body));
  const family = found.get('font-family')?.replace(/^(["'])(.*)\1$/, '$2');
  const src = found.get('src');
  if (!family || !src || !/\burl\(/i.test(src)) return null;
  const descriptors: WebFont['descriptors'] = {};
  for (const [property, key] of Object.entries(DESCRIPTORS)) {
    const value = found.get(property);
    if (value) descriptors[key] = value;
  }
  const eager = ALWAYS_SHOWN.some((point) => rangeCovers(descriptors.unicodeRange, point));
  return { family, src, descriptors, eager };
}
