import { useCallback, useEffect, useState } from 'react';

/** SPEC §9: the sidebar's state is kept in a cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sheesham_admin_sidebar';
const SEVEN_DAYS_IN_SECONDS = 7 * 24 * 60 * 60;

export function readSidebarCollapsed(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${SIDEBAR_COOKIE}=collapsed`);
}

function writeSidebarCollapsed(collapsed: boolean) {
  const value = collapsed ? 'collapsed' : 'expanded';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox
  document.cookie = `${SIDEBAR_COOKIE}=${value}; Max-Age=${SEVEN_DAYS_IN_SECONDS}; Path=/admin; SameSite=Lax`;
}

/** Ctrl+B, or Cmd+B on a Mac (SPEC §9), as shadcn's sidebar does it. */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  return (
    event.key.toLowerCase() === 'b' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

/** The sidebar shows from this width (SPEC §2: a mobile header below 1024 px). */
export const SIDEBAR_MEDIA = '(min-width: 1024px)';

const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * Whether this keydown should toggle the sidebar: the shortcut, but not where Ctrl+B means
 * something else or the sidebar is not there. In a text field it stays the field's (bold in an
 * editor); with a dialog open the sidebar is behind it; below 1024 px there is no sidebar.
 */
export function shouldToggleSidebar(
  event: KeyboardEvent,
  {
    wide = window.matchMedia(SIDEBAR_MEDIA).matches,
    root = document,
  }: { wide?: boolean; root?: ParentNode } = {},
): boolean {
  if (!isSidebarShortcut(event) || !wide) return false;
  const target = event.target;
  if (target instanceof Element && target.closest(EDITABLE)) return false;
  return root.querySelector(OPEN_DIALOG) === null;
}

/** The sidebar's collapsed state: from the cookie, saved on change, toggled by the shortcut. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);

  const toggle = useCallback(() => {
    setCollapsed((current) => {
      writeSidebarCollapsed(!current);
      return !current;
    });
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!shouldToggleSidebar(event)) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { collapsed, toggle };
}
