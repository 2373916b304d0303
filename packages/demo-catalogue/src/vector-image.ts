import { createHash } from 'node:crypto';

/** One picture to produce: its media key (no extension), the SVG and the SVG's pixel size. */
export interface VectorImage {
  key: string;
  svg: string;
  width: number;
  height: number;
}

/** A short content hash for immutable product image keys. */
export const contentHash = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 8);
