import type { SearchSuggestions } from '@sheesham/shared/search-suggestions';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchCombobox, SUGGEST_DEBOUNCE_MS } from './search-combobox';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ANSWERS: Record<string, SearchSuggestions> = {
  sof: {
    products: [
      { _id: 'p1', name: 'Diwan Sofa', category: 'sofas' },
      { _id: 'p2', name: 'Jharokha Sofa Set', category: 'sofas' },
    ],
    did_you_mean: null,
  },
  sofs: { products: [], did_you_mean: 'sofa' },
};

let root: Root | undefined;
let container: HTMLElement;
const searched: string[] = [];
const opened: string[] = [];
const asked: string[] = [];

function Harness() {
  const [value, setValue] = useState('');
  return (
    <SearchCombobox
      value={value}
      onValueChange={setValue}
      onSearch={(q) => searched.push(q)}
      onOpenProduct={(id) => opened.push(id)}
      load={async (q) => {
        asked.push(q);
        return ANSWERS[q] ?? { products: [], did_you_mean: null };
      }}
    />
  );
}

const input = () => container.querySelector('input') as HTMLInputElement;
const listbox = () => container.querySelector('[role="listbox"]') as HTMLElement;
const options = () => [...container.querySelectorAll('[role="option"]')];

/** Types the text as one change, then lets the debounce pass and the answer arrive. */
async function type(text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    input().focus();
    setValue?.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
  });
}

function press(key: string) {
  act(() => {
    input().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  searched.length = 0;
  opened.length = 0;
  asked.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<Harness />));
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('SearchCombobox', () => {
  it('asks once per pause in typing and lists the suggestions', async () => {
    await type('sof');
    expect(asked).toEqual(['sof']);
    expect(input().getAttribute('role')).toBe('combobox');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(listbox().id);
    expect(options().map((o) => o.textContent)).toEqual(['Diwan Sofa', 'Jharokha Sofa Set']);
  });

  it('asks nothing for a single letter', async () => {
    await type('s');
    expect(asked).toEqual([]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the options with the arrow keys, wrapping, and opens the chosen one on Enter', async () => {
    await type('sof');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    press('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    press('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    press('ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
    press('Enter');
    expect(opened).toEqual(['p2']);
    expect(searched).toEqual([]);
  });

  it('searches the text on Enter when no option is chosen', async () => {
    await type('sof');
    press('Enter');
    expect(searched).toEqual(['sof']);
    expect(opened).toEqual([]);
  });

  it('closes the list on Escape, then clears the text on a second Escape', async () => {
    await type('sof');
    press('ArrowDown');
    press('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(input().value).toBe('sof');
    press('Escape');
    expect(input().value).toBe('');
  });

  it('offers "Did you mean" for a search that finds nothing, and searches it on Enter', async () => {
    await type('sofs');
    expect(options().map((o) => o.textContent)).toEqual(['Did you mean sofa?']);
    press('ArrowDown');
    press('Enter');
    expect(searched).toEqual(['sofa']);
    expect(input().value).toBe('sofa');
  });
});
