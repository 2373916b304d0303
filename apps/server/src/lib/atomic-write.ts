import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { PRIVATE_FILE_MODE } from './private-files.ts';

/**
 * Writes through a temporary name beside the file and renames it into place, so a reader (or a
 * crash) never sees a half-written file. The temporary name is unique per call, so two writers
 * never share one; a failed write removes its temporary file. The file is its owner's alone (it
 * lives in DATA_DIR, lib/private-files.ts).
 */
export async function writeFileAtomically(file: string, data: Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data, { mode: PRIVATE_FILE_MODE });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
