import { act } from 'react';

/** A tiny JPEG-looking file (the server is faked, so only the name and type matter). */
export const photoFile = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

/** Picks files in the image field's file input, as the browser's file chooser does. */
export function chooseFiles(files: File[], scope: ParentNode = document) {
  const input = scope.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
