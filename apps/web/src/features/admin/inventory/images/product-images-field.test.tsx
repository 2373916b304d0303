import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { click, settle } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { fakeXhr } from '@/testing/fake-xhr';
import { ADMIN } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { chooseFiles, photoFile } from '../testing/choose-files';
import { ProductImagesField } from './product-images-field';

afterEach(() => {
  resetTestState();
  vi.restoreAllMocks();
});

const A = '/media/uploads/aaaa.webp';
const B = '/media/uploads/bbbb.webp';
const C = '/media/uploads/cccc.webp';

/** The field with its value kept in state, as the product form's Controller does. */
async function renderField(initial: string[]) {
  const changes: string[][] = [];
  function Harness() {
    const [urls, setUrls] = useState(initial);
    return (
      <>
        <span id="images-label">Images</span>
        <ProductImagesField
          value={urls}
          onChange={(next) => {
            changes.push(next);
            setUrls(next);
          }}
          labelId="images-label"
        />
      </>
    );
  }
  fakeApi({}, { session: ADMIN });
  render(<Harness />);
  await settle(); // the session check
  return { changes, last: () => changes.at(-1) };
}

const thumbnails = () => [...document.querySelectorAll<HTMLLIElement>('li[data-index]')];
const shownUrls = () => thumbnails().map((li) => li.querySelector('img')?.getAttribute('src'));
const button = (label: string) => {
  const found = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!found) throw new Error(`No button "${label}"`);
  return found;
};
const progressBars = () => [...document.querySelectorAll('[role="progressbar"]')];

describe('ProductImagesField: the images', () => {
  it('shows each image through its 320 px rendition, the first as the main image', async () => {
    await renderField([A, B, C]);
    expect(shownUrls()).toEqual([
      '/media/uploads/aaaa-320.webp',
      '/media/uploads/bbbb-320.webp',
      '/media/uploads/cccc-320.webp',
    ]);
    expect(thumbnails()[0]?.textContent).toContain('Main image');
    expect(thumbnails()[1]?.textContent).not.toContain('Main image');
    expect(document.querySelector('ul[aria-labelledby="images-label"]')).not.toBeNull();
  });

  it('reorders with the move buttons, keeping focus on the moved image', async () => {
    const field = await renderField([A, B, C]);
    expect(button('Move image 1 left').disabled).toBe(true);
    expect(button('Move image 3 right').disabled).toBe(true);

    click(button('Move image 2 left'));
    expect(field.last()).toEqual([B, A, C]);
    expect(thumbnails()[0]?.textContent).toContain('Main image');
    // Now first, it cannot go further left: focus moves to its other move button.
    expect(document.activeElement).toBe(button('Move image 1 right'));

    click(button('Move image 1 right'));
    click(button('Move image 2 right'));
    expect(field.last()).toEqual([A, C, B]);
    expect(document.activeElement).toBe(button('Move image 3 left'));
    expect(document.body.textContent).toContain('Image 2 moved to position 3.');
  });

  it('reorders by dragging one image onto another', async () => {
    const field = await renderField([A, B, C]);
    const fire = (type: string, target: Element | undefined) =>
      act(() => {
        target?.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
      });
    fire('dragstart', thumbnails()[2]);
    fire('dragover', thumbnails()[0]);
    fire('drop', thumbnails()[0]);
    fire('dragend', thumbnails()[2]);
    expect(field.last()).toEqual([C, A, B]);
    expect(shownUrls()[0]).toBe('/media/uploads/cccc-320.webp');
  });

  it('removes an image', async () => {
    const field = await renderField([A, B, C]);
    click(button('Remove image 2'));
    expect(field.last()).toEqual([A, C]);
    expect(thumbnails()).toHaveLength(2);
    expect(document.activeElement).toBe(button('Remove image 2'));
  });
});

describe('ProductImagesField: uploads', () => {
  it('refuses a choice that does not fit in 5 images and uploads none of it', async () => {
    const sent = fakeXhr();
    const field = await renderField([A, B, C]);
    chooseFiles([photoFile('1.jpg'), photoFile('2.jpg'), photoFile('3.jpg')]);
    expect(currentToast()).toMatchObject({
      variant: 'destructive',
      title: 'Too many images',
      description: 'You can only upload up to 5 images.',
    });
    expect(sent).toHaveLength(0);
    expect(field.changes).toEqual([]);
  });

  it('counts uploads still under way against the 5', async () => {
    const sent = fakeXhr();
    await renderField([A, B]);
    chooseFiles([photoFile('1.jpg'), photoFile('2.jpg')]);
    expect(sent).toHaveLength(2);
    chooseFiles([photoFile('3.jpg'), photoFile('4.jpg')]); // 2 + 2 uploading + 2 > 5
    expect(currentToast()?.title).toBe('Too many images');
    expect(sent).toHaveLength(2);
  });

  it('uploads each file with the bearer token, shows its progress and adds it in order', async () => {
    const sent = fakeXhr();
    const field = await renderField([A]);
    const first = photoFile('sofa.jpg');
    const second = photoFile('bed.jpg');
    chooseFiles([first, second]);

    expect(sent.map((xhr) => [xhr.method, xhr.url, xhr.headers.Authorization])).toEqual([
      ['POST', '/api/upload', 'Bearer test-token'],
      ['POST', '/api/upload', 'Bearer test-token'],
    ]);
    expect(sent.map((xhr) => xhr.file?.name)).toEqual(['sofa.jpg', 'bed.jpg']);
    expect(progressBars().map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['0', '0']);

    act(() => sent[0]?.progress(300, 1000));
    act(() => sent[1]?.progress(1000, 1000));
    expect(progressBars().map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['30', '100']);
    expect(progressBars()[0]?.getAttribute('aria-label')).toBe('Uploading sofa.jpg');
    expect(document.body.textContent).toContain('30%');
    expect(document.body.textContent).toContain('Processing…');

    // The second answers first; the images still go in the order they were chosen.
    act(() => sent[1]?.respond(201, { url: C }));
    act(() => sent[0]?.respond(201, { url: B }));
    await settle();

    expect(field.last()).toEqual([A, B, C]);
    expect(progressBars()).toHaveLength(0);
    expect(currentToast()).toMatchObject({
      variant: 'success',
      title: 'Images uploaded',
      description: '2 image(s) uploaded successfully.',
    });
  });

  it("keeps what made it and says how many failed and the server's reason", async () => {
    const sent = fakeXhr();
    const field = await renderField([]);
    chooseFiles([photoFile('chair.jpg'), photoFile('logo.svg')]);
    act(() => sent[0]?.respond(201, { url: A }));
    act(() =>
      sent[1]?.respond(415, {
        error: {
          code: 'unsupported_image_type',
          message: 'Unsupported image type. Upload a JPEG, PNG, WebP, AVIF or GIF image.',
        },
      }),
    );
    await settle();

    expect(field.last()).toEqual([A]);
    expect(currentToast()).toMatchObject({
      variant: 'destructive',
      title: 'Some uploads failed',
      description:
        '1 of 2 image(s) could not be uploaded. logo.svg: Unsupported image type. Upload a JPEG, PNG, WebP, AVIF or GIF image.',
    });
    // The reason stays on the field after the toast has gone, until dismissed.
    expect(document.body.textContent).toContain('logo.svg could not be uploaded: Unsupported');
    click(button('Dismiss logo.svg'));
    expect(document.body.textContent).not.toContain('could not be uploaded');
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const sent = fakeXhr();
    await renderField([]);
    const huge = photoFile('huge.jpg');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    chooseFiles([huge]);
    await settle();
    expect(sent).toHaveLength(0);
    expect(currentToast()).toMatchObject({
      title: 'Some uploads failed',
      description:
        '1 of 1 image(s) could not be uploaded. huge.jpg: The file is larger than 10 MB. Upload an image of at most 10 MB.',
    });
  });

  it('uploads files dropped on the field', async () => {
    const sent = fakeXhr();
    await renderField([]);
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', {
      value: { types: ['Files'], files: [photoFile('dropped.jpg')] },
    });
    act(() => {
      document.querySelector('button')?.dispatchEvent(drop);
    });
    expect(sent.map((xhr) => xhr.file?.name)).toEqual(['dropped.jpg']);
  });

  it('cancels uploads under way when the field goes away, without a toast', async () => {
    const sent = fakeXhr();
    const field = await renderField([]);
    chooseFiles([photoFile('late.jpg')]);
    resetTestState();
    await settle();
    expect(sent[0]?.aborted).toBe(true);
    expect(field.changes).toEqual([]);
    expect(currentToast()).toBeNull();
  });
});
