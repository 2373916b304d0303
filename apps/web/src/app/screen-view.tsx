import { use } from 'react';
import { loadedScreen, loadScreen, type Screen } from './screens';

/**
 * Renders a screen: at once when its module has loaded, else it suspends until it has (a
 * navigation is a transition, so the page on view stays until then).
 */
export function ScreenView({ screen }: { screen: Screen }) {
  const { Component } = loadedScreen(screen) ?? use(loadScreen(screen));
  return <Component />;
}
