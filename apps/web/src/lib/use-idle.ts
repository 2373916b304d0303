import { useEffect, useState } from 'react';

/** The longest the page waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False on the server and through hydration, true once the browser has had an idle moment (or
 * IDLE_TIMEOUT_MS has passed): for work the first screen does not need.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
