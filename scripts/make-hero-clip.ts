/**
 * Makes the home hero's clip (apps/web/src/assets/video/hero-clip.webm and .mp4) from the same
 * drawing as the hero picture: a slow camera move through the showroom scene, each frame drawn as
 * SVG by @sheesham/demo-catalogue, rasterised with sharp and encoded with ffmpeg. The clips are
 * committed; run this again only when the drawing changes (decision 054).
 *
 *   npx tsx scripts/make-hero-clip.ts
 *
 * Needs ffmpeg with libvpx-vp9 and libx264 (Debian: apt-get install -y ffmpeg). CI does not.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { heroClipFrames } from '@sheesham/demo-catalogue';
import sharp from 'sharp';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 8;
/** Issue #28: each file at most 1 MB. */
const MAX_BYTES = 1024 * 1024;

const out = new URL('../apps/web/src/assets/video/', import.meta.url).pathname;
const frames = mkdtempSync(join(tmpdir(), 'hero-clip-'));

function ffmpeg(args: string[]): void {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`ffmpeg exited with ${result.status}`);
}

try {
  let index = 0;
  for (const svg of heroClipFrames(FPS * SECONDS, WIDTH, HEIGHT)) {
    const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
    writeFileSync(join(frames, `${String(index).padStart(4, '0')}.png`), png);
    index++;
  }
  const input = ['-framerate', String(FPS), '-i', join(frames, '%04d.png'), '-an'];
  // Silent (-an), 4:2:0 for every browser, a key frame only at the start (the loop restarts there).
  ffmpeg([
    ...input,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-row-mt', '1'],
    ...['-deadline', 'good', '-cpu-used', '1', '-g', String(FPS * SECONDS)],
    ...['-pix_fmt', 'yuv420p', join(out, 'hero-clip.webm')],
  ]);
  ffmpeg([
    ...input,
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '26', '-tune', 'animation'],
    // High profile at level 4.0, which phones of the last decade decode in hardware.
    ...['-profile:v', 'high', '-level:v', '4.0'],
    ...['-g', String(FPS * SECONDS), '-pix_fmt', 'yuv420p'],
    // The index first, so a browser can start playing before the whole file is in.
    ...['-movflags', '+faststart', join(out, 'hero-clip.mp4')],
  ]);
  for (const name of ['hero-clip.webm', 'hero-clip.mp4']) {
    const { size } = statSync(join(out, name));
    console.log(`${name}: ${(size / 1024).toFixed(0)} KB`);
    if (size > MAX_BYTES) throw new Error(`${name} is over 1 MB: raise its crf`);
  }
} finally {
  rmSync(frames, { recursive: true, force: true });
}
