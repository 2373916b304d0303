import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';

/** Used when even the error screen's chunk cannot load (a lost connection is a common cause). */
function PlainRouteError() {
  return (
    <main className="p-8 text-center">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <a href="/" className="mt-4 inline-block underline">
        Return to Home
      </a>
    </main>
  );
}

// Loaded only when something failed, so the home page does not carry the error screen.
const RouteError = lazy(() =>
  import('./route-error').then(
    (module) => ({ default: module.RouteError }),
    () => ({ default: PlainRouteError }),
  ),
);

/**
 * The root route's error element: errors thrown while loading or rendering a screen show the
 * spec's fallback.
 */
export function RouteErrorElement() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <RouteError error={error ?? new Error('Unknown error')} />
    </Suspense>
  );
}
