import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, imageVariantUrl } from '@sheesham/shared/images';
import { MAX_UPLOAD_BYTES } from '@sheesham/shared/uploads';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type FormFile, multipartForm } from '../helpers/multipart-form.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const t = useTestApp();
const admin = useAdmin(t);
const customer = useCustomer(t);

const UPLOADED_URL = /^\/media\/uploads\/[0-9a-f]{32}\.webp$/;
const UNSUPPORTED = 'Unsupported image type. Upload a JPEG, PNG, WebP, AVIF or GIF image.';
const TOO_LARGE = 'The file is larger than 10 MB. Upload an image of at most 10 MB.';

async function upload(file: FormFile, headers: Record<string, string> = admin.headers) {
  return uploadForm([file], [], headers);
}

/** POST /upload with any form: several files, extra text fields. */
async function uploadForm(
  files: FormFile[],
  fields: [string, string][] = [],
  headers: Record<string, string> = admin.headers,
) {
  const form = await multipartForm(files, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}

/** A picture with a red left half and a blue right half (so a rotation shows). */
function halves(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels.set(x < width / 2 ? [220, 0, 0] : [0, 0, 220], (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 150, b: 50, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** GETs a media URL and checks the headers every uploaded file is served with. */
async function fetchServed(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  return response.rawPayload;
}

/** The width of the main file and of each variant, as served. */
async function servedWidths(url: string) {
  const urls = [url, ...IMAGE_WIDTHS.map((w) => imageVariantUrl(url, w))];
  const widths: number[] = [];
  for (const u of urls) {
    const metadata = await sharp(await fetchServed(u)).metadata();
    expect(metadata.format).toBe('webp');
    widths.push(metadata.width);
  }
  return widths;
}

describe('POST /api/upload: who may upload', () => {
  it('answers 401 without a session and 403 for a customer, storing nothing', async () => {
    const file = { data: await png(50, 50), filename: 'a.png', type: 'image/png' };
    const anonymous = await upload(file, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthorized');
    const asCustomer = await upload(file, customer.headers);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error.code).toBe('forbidden');
    expect(await filesUnder(t.config.mediaDir)).toEqual([]);
  });
});

describe('POST /api/upload: refused files', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
  const goodJpeg = () => halves(400, 300).jpeg().toBuffer();

  it.each([
    ['an SVG with a script', () => Buffer.from(svg), 'x.svg', 'image/svg+xml'],
    ['an SVG renamed .png', () => Buffer.from(`<?xml version="1.0"?>${svg}`), 'x.png', 'image/png'],
    ['HTML renamed .jpg', () => Buffer.from('<!doctype html><h1>hi</h1>'), 'x.jpg', 'image/jpeg'],
    ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF'), 'x.pdf', 'application/pdf'],
    ['plain text claiming to be PNG', () => Buffer.from('just words'), 'x.png', 'image/png'],
    ['an empty file', () => Buffer.alloc(0), 'x.jpg', 'image/jpeg'],
    ['a JPEG cut in half', async () => (await goodJpeg()).subarray(0, 600), 'x.jpg', 'image/jpeg'],
    [
      'a JPEG signature followed by garbage',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
      'x.jpg',
      'image/jpeg',
    ],
    [
      'a TIFF (a raster type sharp reads but the shop does not take)',
      () => halves(40, 40).tiff().toBuffer(),
      'x.jpg',
      'image/jpeg',
    ],
  ])('answers 415 to %s and writes nothing', async (_name, make, filename, type) => {
    const response = await upload({ data: await make(), filename, type });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({ code: 'unsupported_image_type', message: UNSUPPORTED });
    expect(await filesUnder(t.config.mediaDir)).toEqual([]);
  });

  it('answers 413 to a 12 MB file', async () => {
    const response = await upload({
      data: Buffer.alloc(12 * 1024 * 1024, 1),
      filename: 'big.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({ code: 'file_too_large', message: TOO_LARGE });
    expect(await filesUnder(t.config.mediaDir)).toEqual([]);
  });

  it('reads a file of exactly 10 MB, and stops one byte more at the multipart limit', async () => {
    // Both forms are within the Content-Length allowance, so the multipart limit decides.
    const atLimit = await upload({
      data: Buffer.alloc(MAX_UPLOAD_BYTES, 1),
      filename: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(atLimit.statusCode).toBe(415);
    const overLimit = await upload({
      data: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1),
      filename: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(overLimit.statusCode).toBe(413);
    expect(overLimit.json().error.message).toBe(TOO_LARGE);
  });

  it('answers 413 to a small file that declares over 40 megapixels (decompression bomb)', async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload({ data: bomb, filename: 'bomb.png', type: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: 'image_too_large',
      message: 'The image has more than 40 megapixels. Upload a smaller image.',
    });
  });

  it('answers 415 to a body that is not a multipart form', async () => {
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: admin.headers,
      payload: { file: 'x' },
    });
    const asRawImage = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: await png(10, 10),
    });
    for (const response of [asJson, asRawImage]) {
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe(
        'Send the image as multipart/form-data in a field named "file".',
      );
    }
  });

  it('answers 400 to a form without a file field and to a broken form', async () => {
    const wrongField = await upload({
      field: 'image',
      data: await png(10, 10),
      filename: 'a.png',
      type: 'image/png',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toEqual({ file: 'Choose an image to upload.' });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data' },
      payload: 'no boundary here',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('The upload is not a valid multipart form.');
  });

  it('answers 400 to two files, rather than storing one and dropping the other', async () => {
    const photo = { data: await png(10, 10), type: 'image/png' };
    for (const files of [
      [
        { ...photo, filename: 'a.png' },
        { ...photo, filename: 'b.png' },
      ],
      [
        { ...photo, field: 'other', filename: 'o.png' },
        { ...photo, filename: 'a.png' },
      ],
    ]) {
      const response = await uploadForm(files);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'bad_request',
        message: 'Upload one file at a time.',
      });
    }
  });

  it('answers 400, not 413, to a form with more fields than an upload has', async () => {
    const fields = Array.from({ length: 12 }, (_, i): [string, string] => [`note${i}`, 'x']);
    const response = await uploadForm(
      [{ data: await png(10, 10), filename: 'a.png', type: 'image/png' }],
      fields,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'bad_request',
      message: 'The upload form has too many fields. Send the image alone in a field named "file".',
    });
  });

  it('left no file, temporary or otherwise, in the media folder', async () => {
    expect(await filesUnder(t.config.mediaDir)).toEqual([]);
  });
});

describe('POST /api/upload: accepted images', () => {
  it('stores a PNG as WebP at every width, never wider than the source', async () => {
    const response = await upload({
      data: await png(900, 600),
      filename: 'sofa.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(UPLOADED_URL);
    // main, then 320, 640, 1024, 1600
    expect(await servedWidths(url)).toEqual([900, 320, 640, 900, 900]);
    const main = await sharp(await fetchServed(url)).metadata();
    expect(main.height).toBe(600);
    expect(main.hasAlpha).toBe(true);
  });

  it('stores a large JPEG at 1600 px at most, without its EXIF (GPS included)', async () => {
    const jpeg = await halves(2000, 1500)
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 55/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload({ data: jpeg, filename: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(UPLOADED_URL);
    expect(await servedWidths(url)).toEqual([1600, 320, 640, 1024, 1600]);
    const main = await sharp(await fetchServed(url)).metadata();
    expect(main.height).toBe(1200);
    expect(main.exif).toBeUndefined();
    expect(main.xmp).toBeUndefined();
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    // Orientation 6: the camera was turned; shown upright, the left (red) edge is the top.
    const sideways = await halves(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await upload({ data: sideways, filename: 'turned.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const served = await fetchServed(response.json().url);
    const { data, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([100, 200]);
    expect((await sharp(served).metadata()).orientation).toBeUndefined();
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 100 + x) * info.channels).subarray(0, 3),
    ];
    const [topRed, , topBlue] = pixel(50, 20);
    const [bottomRed, , bottomBlue] = pixel(50, 180);
    expect(topRed).toBeGreaterThan(180);
    expect(topBlue).toBeLessThan(40);
    expect(bottomBlue).toBeGreaterThan(180);
    expect(bottomRed).toBeLessThan(40);
  });

  it.each([
    ['WebP', () => halves(300, 200).webp().toBuffer(), 'image/webp'],
    ['AVIF', () => halves(300, 200).avif().toBuffer(), 'image/avif'],
    ['GIF (its first frame)', () => halves(300, 200).gif().toBuffer(), 'image/gif'],
  ])('accepts %s', async (_name, make, type) => {
    // The client's type and name are ignored either way: only the bytes count.
    const response = await upload({ data: await make(), filename: 'photo.bin', type });
    expect(response.statusCode).toBe(201);
    expect(await servedWidths(response.json().url)).toEqual([300, 300, 300, 300, 300]);
  });

  it('gives the same file a new name each time', async () => {
    const data = await png(64, 64);
    const first = await upload({ data, filename: 'same.png', type: 'image/png' });
    const second = await upload({ data, filename: 'same.png', type: 'image/png' });
    expect(first.json().url).toMatch(UPLOADED_URL);
    expect(second.json().url).toMatch(UPLOADED_URL);
    expect(first.json().url).not.toBe(second.json().url);
  });

  it('writes exactly the five files of each upload, no temporary ones', async () => {
    const files = await filesUnder(path.join(t.config.mediaDir, 'uploads'));
    expect(files.every((f) => /[0-9a-f]{32}(-\d+)?\.webp$/.test(f))).toBe(true);
    // PNG, JPEG, rotated JPEG, WebP, AVIF, GIF, twice the same PNG: 8 uploads.
    expect(files).toHaveLength(8 * (IMAGE_WIDTHS.length + 1));
  });
});
