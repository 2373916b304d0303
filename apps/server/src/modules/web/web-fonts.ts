/**
 * The build's downloadable font faces, as the start script hands them to the FontFace API
 * (decision 062). Inserted as `@font-face` rules after the paint, each face relaid every line of
 * text twice: once when the rule arrived, once when its file did. Loaded by the script instead,
 * the faces the shop's text needs are fetched first and then added together: one relayout.
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
