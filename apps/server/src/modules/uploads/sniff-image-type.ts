/** The raster formats an upload may be; anything else (SVG, HTML, PDF, text…) is refused. */
export type RasterType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** ISO-BMFF `ftyp` box: AVIF when its major brand or a compatible brand is avif/avis (not HEIC). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0);
  const end = Math.min(boxSize, bytes.length);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

/**
 * The file's real type from its first bytes. The file name and the client's Content-Type are
 * never consulted: they are whatever the client says (an HTML page renamed photo.jpg).
 */
export function sniffImageType(bytes: Uint8Array): RasterType | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}
