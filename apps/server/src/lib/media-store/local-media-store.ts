import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../atomic-write.ts';
import { PRIVATE_DIR_MODE } from '../private-files.ts';
import type { MediaEntry, MediaInfo, MediaObject, MediaStore } from './media-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** writeFileAtomically's temporary files are writes in progress, not media. */
const TEMPORARY = /\.tmp$/;

/** null instead of ENOENT. */
async function statFile(file: string) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** DATA_DIR/media: today's behaviour, and the default. /media/* is served by @fastify/static. */
export class LocalMediaStore implements MediaStore {
  readonly description: string;

  constructor(readonly dir: string) {
    this.description = dir;
  }

  /** Keys are made by the server; the check keeps a wrong one from leaving the folder. */
  private file(key: string): string {
    const file = path.resolve(this.dir, key);
    if (!file.startsWith(path.resolve(this.dir) + path.sep)) {
      throw new Error(`media key outside the media folder: ${key}`);
    }
    return file;
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    await writeFileAtomically(file, data);
  }

  async get(key: string): Promise<MediaObject | null> {
    const file = this.file(key);
    const stats = await statFile(file);
    if (!stats) return null;
    return { size: stats.size, lastModified: stats.mtime, body: createReadStream(file) };
  }

  async head(key: string): Promise<MediaInfo | null> {
    const stats = await statFile(this.file(key));
    return stats && { size: stats.size, lastModified: stats.mtime };
  }

  async delete(key: string): Promise<boolean> {
    try {
      await unlink(this.file(key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false; // another sweep, or a person, was quicker
      throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<MediaEntry> {
    const root = path.join(this.dir, prefix);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      },
    );
    for (const entry of entries) {
      // Links are skipped: a file is listed only where it really is.
      if (!entry.isFile() || TEMPORARY.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stats = await statFile(file); // gone meanwhile: not listed
      if (!stats) continue;
      const key = path.relative(this.dir, file).split(path.sep).join('/');
      yield { key, size: stats.size, lastModified: stats.mtime };
    }
  }

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  }

  close(): void {}
}
