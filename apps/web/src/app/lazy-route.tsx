import { type ComponentType, lazy } from 'react';

/** A route module exports its screen as `Component`; this makes it a code-split React.lazy component. */
export function lazyRoute(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}
