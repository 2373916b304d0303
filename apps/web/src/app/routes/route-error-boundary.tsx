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

interface Props {
  /** The location's key: moving to another page clears the error (the header still works). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  /** What was thrown, boxed (anything can be thrown, undefined included); null: nothing failed. */
  failed: { error: unknown } | null;
  /** The page the state belongs to. */
  resetKey: string;
}

/**
 * Around every screen: an error thrown while loading or rendering one (or the layout) shows the
 * spec's fallback instead of a blank page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { error: error ?? new Error('Unknown error') } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: null, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError error={this.state.failed.error} />
      </Suspense>
    );
  }
}
