import sharp from 'sharp';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { multipartForm } from './multipart-form.ts';

/** A plain PNG of the given size, the kind of file an admin uploads. */
export async function photoForm(width = 64, height = 48) {
  const data = await sharp({
    create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
  return multipartForm([{ data, filename: 'photo.png', type: 'image/png' }]);
}

/** POST /api/upload with a PNG of the given size, as whoever `headers` sign in. */
export async function postPhoto(
  app: App,
  headers: Record<string, string>,
  size: { width?: number; height?: number } = {},
) {
  const form = await photoForm(size.width, size.height);
  return app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}

/** An admin's upload that must succeed: its URL and the key inside it. */
export async function uploadPhoto(
  app: App,
  headers: Record<string, string>,
  size: { width?: number; height?: number } = {},
): Promise<{ url: string; key: string }> {
  const response = await postPhoto(app, headers, size);
  expect(response.statusCode, response.body).toBe(201);
  const url: string = response.json().url;
  const key = /^\/media\/uploads\/([0-9a-f]{32})\.webp$/.exec(url)?.[1];
  if (!key) throw new Error(`unexpected upload URL ${url}`);
  return { url, key };
}
