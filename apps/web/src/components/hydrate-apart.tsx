import { type ReactNode, Suspense } from 'react';

/**
 * A Suspense boundary that waits for nothing. On a server-rendered page React hydrates each such
 * boundary as a unit of its own after the page around it, yielding to the browser between them,
 * so the first load's hydration is several short tasks instead of one long one (Total Blocking
 * Time, issue #13). On the server and in client navigations it renders its children as they are;
 * it never shows a fallback, since nothing inside suspends.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
