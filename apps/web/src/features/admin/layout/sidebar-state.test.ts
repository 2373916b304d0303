import { afterEach, describe, expect, it } from 'vitest';
import {
  isSidebarShortcut,
  readSidebarCollapsed,
  SIDEBAR_COOKIE,
  shouldToggleSidebar,
} from './sidebar-state';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('sidebar state', () => {
  // The shortcut tests put fields and dialogs on the page.
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the collapsed state from its own cookie only', () => {
    expect(readSidebarCollapsed('')).toBe(false);
    expect(readSidebarCollapsed(`a=1; ${SIDEBAR_COOKIE}=collapsed; b=2`)).toBe(true);
    expect(readSidebarCollapsed(`${SIDEBAR_COOKIE}=expanded`)).toBe(false);
    expect(readSidebarCollapsed(`other_${SIDEBAR_COOKIE}=collapsed`)).toBe(false);
  });

  it('toggles on Ctrl+B and Cmd+B, not on B alone or with other modifiers', () => {
    expect(isSidebarShortcut(key({ key: 'b', ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ key: 'B', metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ key: 'b' }))).toBe(false);
    expect(isSidebarShortcut(key({ key: 'b', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ key: 'n', ctrlKey: true }))).toBe(false);
  });

  /** Ctrl+B pressed on `target` inside `tree` (put on the page), as the window sees it. */
  function ctrlBOn(tree: Element, target: Element = tree) {
    document.body.append(tree);
    let seen: KeyboardEvent | undefined;
    const listen = (event: KeyboardEvent) => {
      seen = event;
    };
    window.addEventListener('keydown', listen);
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, bubbles: true }));
    window.removeEventListener('keydown', listen);
    if (!seen) throw new Error('no keydown reached the window');
    return seen;
  }
  const element = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content.firstElementChild as Element;
  };

  it('toggles from the page on a wide screen', () => {
    expect(shouldToggleSidebar(ctrlBOn(element('<button>Save</button>')), { wide: true })).toBe(
      true,
    );
  });

  it('does nothing below 1024 px, where the sidebar is a menu', () => {
    expect(shouldToggleSidebar(ctrlBOn(element('<button>Save</button>')), { wide: false })).toBe(
      false,
    );
  });

  it.each([
    '<input type="search">',
    '<textarea></textarea>',
    '<select><option>a</option></select>',
    '<div contenteditable="true"><p>text</p></div>',
  ])('leaves Ctrl+B to %s', (html) => {
    const field = element(html);
    // Inside an editor the key lands on the text's own element.
    const target = field.querySelector('p') ?? field;
    expect(shouldToggleSidebar(ctrlBOn(field, target), { wide: true })).toBe(false);
  });

  it('still toggles from an element marked contenteditable="false"', () => {
    expect(
      shouldToggleSidebar(ctrlBOn(element('<div contenteditable="false">x</div>')), { wide: true }),
    ).toBe(true);
  });

  it('does nothing while a dialog is open', () => {
    const dialog = element('<div role="dialog" data-state="open"><button>OK</button></div>');
    document.body.append(dialog);
    expect(shouldToggleSidebar(ctrlBOn(element('<span></span>')), { wide: true })).toBe(false);
    dialog.setAttribute('data-state', 'closed');
    expect(shouldToggleSidebar(ctrlBOn(element('<span></span>')), { wide: true })).toBe(true);
  });

  it('ignores other keys wherever they are pressed', () => {
    const event = new KeyboardEvent('keydown', { key: 'n', ctrlKey: true });
    expect(shouldToggleSidebar(event, { wide: true })).toBe(false);
  });
});
