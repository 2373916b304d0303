import { type ComponentType, lazy, useEffect, useState } from 'react';

/**
 * A React.lazy component plus a `preload` to call when the user is about to open it (pointer over
 * or focus on its trigger), so the chunk is usually in by the click and the panel shows at once.
 */
export function lazyOnOpen<Props>(load: () => Promise<ComponentType<Props>>) {
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    pending ??= load();
    return pending;
  };
  const Component = lazy(async () => ({ default: await preload() }));
  return { Component, preload };
}

/** True from the first time `open` is true: mount a lazy panel then, and keep it for its close animation. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}
