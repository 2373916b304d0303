/**
 * The part of the build's stylesheet a server-rendered page needs to paint (decision 036). The
 * stylesheet is one Tailwind file for the whole app, admin included: 91 KB, of which the
 * utilities layer is 72 KB. A page uses a few hundred of its 800 utility rules, so the document
 * carries everything outside that layer, plus the utility rules whose selectors name only classes
 * the page's HTML has. The start script (start-after-paint.ts) then loads the rest, the whole
 * utilities layer and the web fonts, before the app, for whatever the app renders later.
 */

/** A rule of the utilities layer, with the classes each of its selectors names. */
interface UtilityRule {
  text: string;
  /** One set per comma-separated selector: the rule is needed when one set is all on the page. */
  selectors: string[][];
  /** The at-rules it sits in, outermost first ("@media (min-width:48rem)"). */
  wrappers: string[];
}

export interface SplitStylesheet {
  /**
   * The stylesheet before and after the utilities layer's rules, kept whole: `before` ends with
   * the layer's opening ("@layer utilities{"), `after` starts with its closing brace.
   */
  before: string;
  after: string;
  utilities: UtilityRule[];
  /**
   * What a page that carries `before`, its utilities and `after` still lacks: the whole utilities
   * layer as built, in its order (decision 062). Loaded after the paint, it restyles only the
   * elements its rules name and lays nothing out again, where the whole file brought preflight's
   * universal rules and the font faces back and relaid every line of text.
   */
  laterCss: string;
  /** The bodies of the downloadable `@font-face` rules, which the start script loads itself. */
  webFontFaces: string[];
}

/** Top-level pieces of a CSS text: `a{…}` blocks and `@x …;` statements, quotes and comments skipped. */
function topLevelPieces(css: string): { text: string; prelude: string; body: string | null }[] {
  const pieces: { text: string; prelude: string; body: string | null }[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      const end = css.indexOf(ch, i + 1);
      i = end === -1 ? css.length : end;
    } else if (ch === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (ch === '{') {
      if (depth === 0) open = i;
      depth++;
    } else if (ch === '}') {
      depth--;
      if (depth === 0) {
        pieces.push({
          text: css.slice(start, i + 1),
          prelude: css.slice(start, open).trim(),
          body: css.slice(open + 1, i),
        });
        start = i + 1;
      }
    } else if (ch === ';' && depth === 0) {
      pieces.push({
        text: css.slice(start, i + 1),
        prelude: css.slice(start, i).trim(),
        body: null,
      });
      start = i + 1;
    }
  }
  if (depth !== 0) throw new Error('unbalanced braces');
  const rest = css.slice(start);
  if (rest.trim()) pieces.push({ text: rest, prelude: rest.trim(), body: null });
  return pieces;
}

/** A class name as the HTML writes it: CSS escapes (`\:`, `\/`, `\31 `) undone. */
function unescapeClass(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6} ?|.)/g, (_, escaped: string) =>
    /^[0-9a-fA-F]{1,6} ?$/.test(escaped)
      ? String.fromCodePoint(Number.parseInt(escaped.trim(), 16))
      : escaped,
  );
}

const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-]|[\u0080-\u{10ffff}])+)/gu;

/** The selector list split at its top-level commas, each as the classes it names. */
function selectorClasses(prelude: string): string[][] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const ch = prelude[i];
    if (ch === '\\') i++;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      selectors.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(prelude.slice(start));
  return selectors.map((selector) =>
    [...selector.matchAll(CLASS_IN_SELECTOR)].map((match) => unescapeClass(match[1] ?? '')),
  );
}

function utilityRules(body: string, wrappers: string[]): UtilityRule[] {
  return topLevelPieces(body).flatMap((piece) => {
    if (piece.body === null) return [];
    if (piece.prelude.startsWith('@')) {
      return utilityRules(piece.body, [...wrappers, piece.prelude]);
    }
    return [{ text: piece.text.trim(), selectors: selectorClasses(piece.prelude), wrappers }];
  });
}

const UTILITIES_LAYER = /^@layer\s+utilities$/;
const FONT_FACE = /^@font-face$/i;

/**
 * A face the browser downloads (its src has a url()). These stay out of the page: the start script
 * loads them after the LCP picture (decisions 038, 062). Faces of local fonts stay in.
 */
function isWebFontFace(piece: { prelude: string; body: string | null }): boolean {
  return FONT_FACE.test(piece.prelude) && /\burl\(/i.test(piece.body ?? '');
}

/**
 * The stylesheet cut around its utilities layer, once per build. Null when it has no such layer
 * or cannot be read as CSS: the page then carries the whole file, as before.
 */
export function splitStylesheet(css: string): SplitStylesheet | null {
  let pieces: ReturnType<typeof topLevelPieces>;
  try {
    pieces = topLevelPieces(css);
  } catch {
    return null;
  }
  const index = pieces.findIndex((p) => p.body !== null && UTILITIES_LAYER.test(p.prelude));
  const layer = pieces[index];
  if (!layer || layer.body === null) return null;
  // The layer's body balanced as part of the whole, so reading it cannot throw.
  const utilities = utilityRules(layer.body, []);
  const inline = (list: typeof pieces) =>
    list
      .filter((p) => !isWebFontFace(p))
      .map((p) => p.text)
      .join('');
  return {
    before: `${inline(pieces.slice(0, index))}@layer utilities{`,
    after: `}${inline(pieces.slice(index + 1))}`,
    utilities,
    laterCss: layer.text.trim(),
    webFontFaces: pieces.filter(isWebFontFace).map((p) => p.body ?? ''),
  };
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ENTITY = /&(amp|quot|#x27|#39|lt|gt);/g;
const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  lt: '<',
  gt: '>',
};

/** Every class the HTML's elements carry. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value.replace(ENTITY, (_, e: string) => ENTITIES[e] ?? '').split(/\s+/)) {
      if (name) classes.add(name);
    }
  }
  return classes;
}

/**
 * The stylesheet as this page needs it: all of it but the utility rules none of whose selectors
 * the page can match by its classes. Rules keep their order and their @media.
 */
export function criticalCss(split: SplitStylesheet, html: string): string {
  const classes = classesIn(html);
  const needed = (rule: UtilityRule) =>
    rule.selectors.some((names) => names.every((name) => classes.has(name)));
  let out = split.before;
  let open: string[] = [];
  for (const rule of split.utilities) {
    if (!needed(rule)) continue;
    // Close the at-rules this rule is not in, open the ones it is in, sharing what is shared.
    let shared = 0;
    while (
      shared < open.length &&
      shared < rule.wrappers.length &&
      open[shared] === rule.wrappers[shared]
    ) {
      shared++;
    }
    out += '}'.repeat(open.length - shared);
    out += rule.wrappers
      .slice(shared)
      .map((w) => `${w}{`)
      .join('');
    out += rule.text;
    open = rule.wrappers;
  }
  return out + '}'.repeat(open.length) + split.after;
}
