import { type ReactNode, Suspense } from 'react';

/**
 * Hydrates its children as a unit of their own (decision 062). React hydrates a server-rendered
 * Suspense boundary in a render and commit of its own, so a page of many such parts commits in
 * many short tasks instead of one long one that holds the main thread (Total Blocking Time).
 * Nothing here suspends: the fallback never shows, on the server or in the browser.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
