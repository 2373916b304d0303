import { act } from 'react';

/** Lets pending promises (requests, lazy chunks) resolve and React re-render. */
export async function settle(rounds = 3) {
  for (let round = 0; round < rounds; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

/** Re-runs `check` (letting fetches and renders settle) until it stops throwing, up to 3 s. */
export async function waitFor<T>(check: () => T): Promise<T> {
  const deadline = Date.now() + 3000;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

export const text = () => document.body.textContent ?? '';

export function byId<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`No element #${id}`);
  return found as T;
}

export function byTestId<T extends HTMLElement>(testId: string): T {
  const found = document.querySelector<T>(`[data-testid="${testId}"]`);
  if (!found) throw new Error(`No element [data-testid="${testId}"]`);
  return found;
}

/** The button whose visible text is exactly `name`, within `scope`. */
export function buttonNamed(name: string, scope: ParentNode = document): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button named "${name}"`);
  return found;
}

/** The button whose visible text contains `name`. */
export function buttonWith(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(name));
  if (!found) throw new Error(`No button with "${name}"`);
  return found;
}

export function click(element: HTMLElement) {
  act(() => element.click());
}

/** Clicks and lets the resulting async work (validation, fetches) run. */
export async function clickAndSettle(element: HTMLElement) {
  await act(async () => {
    element.click();
    for (let tick = 0; tick < 5; tick++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Types into a field the way a browser does: the native value setter, then an input event. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
