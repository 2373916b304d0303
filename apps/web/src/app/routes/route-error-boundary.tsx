import { Component, lazy, type ReactNode, Suspense } from 'react';

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

/** Catches errors thrown while rendering or loading a screen and shows the spec's fallback. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError error={this.state.error} />
      </Suspense>
    );
  }
}
