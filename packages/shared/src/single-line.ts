import { z } from 'zod';

/** CR or LF. In a name or subject they could start a new header line once the value is mailed. */
const LINE_BREAK = /[\r\n]/;

/** The field error for a line break in a single-line field. */
export const singleLineMessage = (label: string) => `${label} must be on one line`;

/** True when the text has no CR or LF. */
export const isSingleLine = (value: string) => !LINE_BREAK.test(value);

/**
 * A trimmed string that must fit on one line: names, subjects, phone numbers, pincodes. Trimming
 * first means a pasted trailing newline is forgiven; one inside the value is a field error.
 * Multi-line fields (a message, an address, delivery instructions) use plain strings.
 */
export const singleLineString = (label: string, params?: Parameters<typeof z.string>[0]) =>
  z.string(params).trim().refine(isSingleLine, singleLineMessage(label));
