/**
 * A link whose click area stretches over its whole list row (the row is PANEL_ROW): the row reads
 * as one target, underlining the link wherever it is hovered, while only the link's own text names
 * it for assistive tech.
 */
export const PANEL_ROW_LINK =
  'rounded-sm underline-offset-4 after:absolute after:inset-0 after:rounded-md after:content-[""] hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring';

/** The row itself: the anchor of the stretched link. */
export const PANEL_ROW = 'relative';
