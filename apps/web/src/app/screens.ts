import type { RouteModule } from './route-module';

/**
 * A code-split screen (app/routes/{name}.tsx). Its module is loaded once and kept: the browser
 * loads the screens of the URL before hydrating, the server's loaders before rendering, so either
 * renders them at once (ScreenView) instead of suspending.
 */
export interface Screen {
  name: string;
  load: () => Promise<RouteModule>;
}

const loaded = new WeakMap<Screen, RouteModule>();
const loading = new WeakMap<Screen, Promise<RouteModule>>();

/** The screen's module, loaded at most once (a failed load is tried again next time). */
export function loadScreen(screen: Screen): Promise<RouteModule> {
  let pending = loading.get(screen);
  if (!pending) {
    pending = screen.load().then(
      (module) => {
        loaded.set(screen, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(screen);
        throw error;
      },
    );
    loading.set(screen, pending);
  }
  return pending;
}

/** The module if it has loaded already. */
export const loadedScreen = (screen: Screen): RouteModule | undefined => loaded.get(screen);

/** The screen's file as the build manifest names it (the server preloads its chunk). */
export const screenSource = (screen: Screen) => `src/app/routes/${screen.name}.tsx`;
