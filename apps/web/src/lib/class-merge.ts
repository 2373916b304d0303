import { type Config, createTailwindMerge } from 'tailwind-merge';

/*
 * `twMerge` configured with only the class groups this app uses (docs/decisions/005): the default
 * config describes every Tailwind utility and is most of the 8 KB gzip tailwind-merge added to
 * the home page's script. The groups (in their original order), their value lists and their
 * conflicts are copied from tailwind-merge 3's getDefaultConfig(), so a class lands in the same
 * group as with the stock `twMerge`. class-merge.test.ts checks that for every class written in
 * src; when it fails, copy the group it names (and its conflicts) from getDefaultConfig().
 */

// Value tests, as in tailwind-merge's validators (only those the groups below need).
const arbitraryValue = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const arbitraryVariable = /^\((?:(\w[\w-]*):)?(.+)\)$/i;
const lengthUnit =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const colorFunction = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
const shadowValue = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/;
const imageValue =
  /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/;

type Test = (value: string) => boolean;
const isAny: Test = () => true;
const isNever: Test = () => false;
const isNumber: Test = (value) => !!value && !Number.isNaN(Number(value));
const isInteger: Test = (value) => !!value && Number.isInteger(Number(value));
const isFraction: Test = (value) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(value);
const isTshirtSize: Test = (value) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);
const isArbitraryValue: Test = (value) => arbitraryValue.test(value);
const isArbitraryVariable: Test = (value) => arbitraryVariable.test(value);
const isAnyNonArbitrary: Test = (value) => !isArbitraryValue(value) && !isArbitraryVariable(value);
const isLengthOnly: Test = (value) => lengthUnit.test(value) && !colorFunction.test(value);

/** `[label:value]`: the label decides when given, otherwise the value test. */
const arbitrary =
  (labels: string[], test: Test): Test =>
  (value) => {
    const match = arbitraryValue.exec(value);
    if (!match) return false;
    return match[1] ? labels.includes(match[1]) : test(match[2] ?? '');
  };
/** `(label:--var)`: the label decides when given, otherwise `unlabelled`. */
const variable =
  (labels: string[], unlabelled = false): Test =>
  (value) => {
    const match = arbitraryVariable.exec(value);
    if (!match) return false;
    return match[1] ? labels.includes(match[1]) : unlabelled;
  };

const isArbitraryLength = arbitrary(['length'], isLengthOnly);
const isArbitraryVariableLength = variable(['length']);
const isArbitraryNumber = arbitrary(['number'], isNumber);
const isArbitraryWeight = arbitrary(['number', 'weight'], isAny);
const isArbitraryVariableWeight = variable(['number', 'weight'], true);
const isArbitraryFamilyName = arbitrary(['family-name'], isNever);
const isArbitraryVariableFamilyName = variable(['family-name']);
const isArbitraryImage = arbitrary(['image', 'url'], (value) => imageValue.test(value));
const isArbitraryVariableImage = variable(['image', 'url']);
const isArbitraryShadow = arbitrary(['shadow'], (value) => shadowValue.test(value));
const isArbitraryVariableShadow = variable(['shadow'], true);

// Scales (tailwind-merge's theme and scale helpers, inlined).
const arbitraryAny = [isArbitraryVariable, isArbitraryValue];
const spacing = [...arbitraryAny, 'px', isNumber];
const inset = [isFraction, 'full', 'auto', ...spacing];
const margin = ['auto', ...spacing];
const sizing = [
  isFraction,
  'auto',
  'full',
  'dvw',
  'dvh',
  'lvw',
  'lvh',
  'svw',
  'svh',
  'min',
  'max',
  'fit',
  ...spacing,
];
const color = [isAny, ...arbitraryAny];
const position = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'top-left',
  'left-top',
  'top-right',
  'right-top',
  'bottom-right',
  'right-bottom',
  'bottom-left',
  'left-bottom',
  ...arbitraryAny,
];
const overflow = ['auto', 'hidden', 'clip', 'visible', 'scroll'];
const gridLine = [isInteger, 'auto', ...arbitraryAny];
const radius = ['', 'none', 'full', isTshirtSize, ...arbitraryAny];
const borderWidth = ['', isNumber, isArbitraryVariableLength, isArbitraryLength];
const lineStyle = ['solid', 'dashed', 'dotted', 'double'];
const transformScale = ['none', isNumber, ...arbitraryAny];
const translate = [isFraction, 'full', ...spacing];
const baseline = { baseline: ['', 'last'] };
const alignSecondary = ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'];

export const classMergeConfig: Config<string, never> = {
  cacheSize: 500,
  theme: {},
  classGroups: {
    aspect: [{ aspect: ['auto', 'square', isFraction, ...arbitraryAny, 'video'] }],
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'table',
      'inline-table',
      'table-caption',
      'table-cell',
      'table-column',
      'table-column-group',
      'table-footer-group',
      'table-header-group',
      'table-row-group',
      'table-row',
      'flow-root',
      'grid',
      'inline-grid',
      'contents',
      'list-item',
      'hidden',
    ],
    sr: ['sr-only', 'not-sr-only'],
    float: [{ float: ['right', 'left', 'none', 'start', 'end'] }],
    clear: [{ clear: ['left', 'right', 'both', 'none', 'start', 'end'] }],
    isolation: ['isolate', 'isolation-auto'],
    'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
    'object-position': [{ object: position }],
    overflow: [{ overflow }],
    'overflow-x': [{ 'overflow-x': overflow }],
    'overflow-y': [{ 'overflow-y': overflow }],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    inset: [{ inset }],
    'inset-x': [{ 'inset-x': inset }],
    'inset-y': [{ 'inset-y': inset }],
    top: [{ top: inset }],
    right: [{ right: inset }],
    bottom: [{ bottom: inset }],
    left: [{ left: inset }],
    visibility: ['visible', 'invisible', 'collapse'],
    z: [{ z: [isInteger, 'auto', ...arbitraryAny] }],
    basis: [{ basis: [isFraction, 'full', 'auto', isTshirtSize, ...spacing] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }],
    flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', isArbitraryValue] }],
    shrink: [{ shrink: ['', isNumber, ...arbitraryAny] }],
    'grid-cols': [{ 'grid-cols': [isInteger, 'none', 'subgrid', ...arbitraryAny] }],
    'col-start-end': [
      { col: ['auto', { span: ['full', isInteger, ...arbitraryAny] }, isInteger, ...arbitraryAny] },
    ],
    'col-start': [{ 'col-start': gridLine }],
    'row-start': [{ 'row-start': gridLine }],
    gap: [{ gap: spacing }],
    'gap-x': [{ 'gap-x': spacing }],
    'gap-y': [{ 'gap-y': spacing }],
    'justify-content': [
      {
        justify: [
          'start',
          'end',
          'center',
          'between',
          'around',
          'evenly',
          'stretch',
          'baseline',
          'center-safe',
          'end-safe',
          'normal',
        ],
      },
    ],
    'align-items': [{ items: [...alignSecondary, baseline] }],
    'align-self': [{ self: ['auto', ...alignSecondary, baseline] }],
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    pt: [{ pt: spacing }],
    pr: [{ pr: spacing }],
    pb: [{ pb: spacing }],
    pl: [{ pl: spacing }],
    m: [{ m: margin }],
    mx: [{ mx: margin }],
    my: [{ my: margin }],
    mt: [{ mt: margin }],
    mr: [{ mr: margin }],
    mb: [{ mb: margin }],
    ml: [{ ml: margin }],
    'space-y': [{ 'space-y': spacing }],
    size: [{ size: sizing }],
    w: [{ w: [isTshirtSize, 'screen', ...sizing] }],
    'min-w': [{ 'min-w': [isTshirtSize, 'screen', 'none', ...sizing] }],
    'max-w': [
      {
        'max-w': [isTshirtSize, 'screen', 'none', 'prose', { screen: [isTshirtSize] }, ...sizing],
      },
    ],
    h: [{ h: ['screen', 'lh', ...sizing] }],
    'min-h': [{ 'min-h': ['screen', 'lh', 'none', ...sizing] }],
    'max-h': [{ 'max-h': ['screen', 'lh', 'none', ...sizing] }],
    'font-size': [{ text: ['base', isTshirtSize, isArbitraryVariableLength, isArbitraryLength] }],
    'font-style': ['italic', 'not-italic'],
    'font-weight': [
      {
        font: [
          'thin',
          'extralight',
          'light',
          'normal',
          'medium',
          'semibold',
          'bold',
          'extrabold',
          'black',
          isArbitraryVariableWeight,
          isArbitraryWeight,
        ],
      },
    ],
    'font-family': [
      { font: [isArbitraryVariableFamilyName, isArbitraryFamilyName, isAnyNonArbitrary] },
    ],
    'fvn-figure': ['lining-nums', 'oldstyle-nums'],
    'fvn-spacing': ['proportional-nums', 'tabular-nums'],
    tracking: [
      { tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', ...arbitraryAny] },
    ],
    'line-clamp': [{ 'line-clamp': [isNumber, 'none', isArbitraryVariable, isArbitraryNumber] }],
    leading: [
      {
        leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing],
      },
    ],
    'vertical-align': [
      { align: ['baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom', 'sub', 'super'] },
    ],
    appearance: [{ appearance: ['none', 'auto'] }],
    'container-type': [{ '@container': ['', 'normal', 'size'] }],
    'list-style-type': [{ list: ['disc', 'decimal', 'none', ...arbitraryAny] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: color }],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'underline-offset': [{ 'underline-offset': [isNumber, 'auto', ...arbitraryAny] }],
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    whitespace: [
      { whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] },
    ],
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    'bg-image': [
      {
        bg: [
          'none',
          {
            linear: [
              { to: ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] },
              isInteger,
              ...arbitraryAny,
            ],
            radial: ['', ...arbitraryAny],
            conic: ['', isInteger, ...arbitraryAny],
          },
          isArbitraryVariableImage,
          isArbitraryImage,
        ],
      },
    ],
    'bg-color': [{ bg: color }],
    'gradient-from': [{ from: color }],
    'gradient-via': [{ via: color }],
    'gradient-to': [{ to: color }],
    rounded: [{ rounded: radius }],
    'rounded-r': [{ 'rounded-r': radius }],
    'rounded-b': [{ 'rounded-b': radius }],
    'rounded-l': [{ 'rounded-l': radius }],
    'border-w': [{ border: borderWidth }],
    'border-w-t': [{ 'border-t': borderWidth }],
    'border-w-r': [{ 'border-r': borderWidth }],
    'border-w-b': [{ 'border-b': borderWidth }],
    'border-w-l': [{ 'border-l': borderWidth }],
    'divide-y': [{ 'divide-y': borderWidth }],
    'border-style': [{ border: [...lineStyle, 'hidden', 'none'] }],
    'border-collapse': [{ border: ['collapse', 'separate'] }],
    'border-color': [{ border: color }],
    'border-color-t': [{ 'border-t': color }],
    'border-color-l': [{ 'border-l': color }],
    'divide-color': [{ divide: color }],
    'outline-style': [{ outline: [...lineStyle, 'none', 'hidden'] }],
    'outline-offset': [{ 'outline-offset': [isNumber, ...arbitraryAny] }],
    'outline-w': [{ outline: borderWidth }],
    'outline-color': [{ outline: color }],
    shadow: [
      {
        shadow: ['', 'inner', 'none', isTshirtSize, isArbitraryVariableShadow, isArbitraryShadow],
      },
    ],
    'shadow-color': [{ shadow: color }],
    'ring-w': [{ ring: borderWidth }],
    'ring-color': [{ ring: color }],
    opacity: [{ opacity: [isNumber, ...arbitraryAny] }],
    filter: [{ filter: ['', 'none', ...arbitraryAny] }],
    'backdrop-blur': [{ 'backdrop-blur': ['', 'none', isTshirtSize, ...arbitraryAny] }],
    transition: [
      {
        transition: [
          '',
          'all',
          'colors',
          'opacity',
          'shadow',
          'transform',
          'none',
          ...arbitraryAny,
        ],
      },
    ],
    duration: [{ duration: [isNumber, 'initial', ...arbitraryAny] }],
    animate: [{ animate: ['none', 'spin', 'ping', 'pulse', 'bounce', ...arbitraryAny] }],
    rotate: [{ rotate: transformScale }],
    scale: [{ scale: transformScale }],
    'scale-x': [{ 'scale-x': transformScale }],
    transform: [{ transform: [...arbitraryAny, '', 'none', 'gpu', 'cpu'] }],
    'transform-origin': [{ origin: position }],
    'translate-x': [{ 'translate-x': translate }],
    'translate-y': [{ 'translate-y': translate }],
    cursor: [
      {
        cursor: [
          'auto',
          'default',
          'pointer',
          'wait',
          'text',
          'move',
          'help',
          'not-allowed',
          'none',
          'context-menu',
          'progress',
          'cell',
          'crosshair',
          'vertical-text',
          'alias',
          'copy',
          'no-drop',
          'grab',
          'grabbing',
          'all-scroll',
          'col-resize',
          'row-resize',
          'n-resize',
          'e-resize',
          's-resize',
          'w-resize',
          'ne-resize',
          'nw-resize',
          'se-resize',
          'sw-resize',
          'ew-resize',
          'ns-resize',
          'nesw-resize',
          'nwse-resize',
          'zoom-in',
          'zoom-out',
          ...arbitraryAny,
        ],
      },
    ],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    order: [{ order: [isInteger, 'first', 'last', 'none', ...arbitraryAny] }],
    grayscale: [{ grayscale: ['', isNumber, ...arbitraryAny] }],
    resize: [{ resize: ['none', '', 'y', 'x'] }],
    'snap-type': [{ snap: ['none', 'x', 'y', 'both'] }],
    'snap-strictness': [{ snap: ['mandatory', 'proximity'] }],
    'snap-align': [{ snap: ['start', 'end', 'center', 'align-none'] }],
    'scroll-px': [{ 'scroll-px': spacing }],
    'scroll-mt': [{ 'scroll-mt': spacing }],
    select: [{ select: ['none', 'text', 'all', 'auto'] }],
    fill: [{ fill: ['none', ...color] }],
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['basis', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    rounded: ['rounded-r', 'rounded-b', 'rounded-l'],
    'border-w': ['border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
    'border-color': ['border-color-t', 'border-color-l'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
};

export const twMerge = createTailwindMerge(() => classMergeConfig);
