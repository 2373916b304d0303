/** `text` as a regular expression that matches it literally (names with brackets, hashes). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
