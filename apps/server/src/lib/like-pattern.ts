/**
 * A LIKE/ILIKE pattern matching `text` anywhere, with the wildcards escaped (PostgreSQL's default
 * escape is the backslash), so a search for "50%" or "a_b" means that text.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
