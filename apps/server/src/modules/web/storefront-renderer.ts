import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type CreateStorefrontRenderer,
  STOREFRONT_RENDERER_FILE,
  type StorefrontRenderer,
  type StorefrontRendererSetup,
} from '@sheesham/shared';

/** Where `vite build --ssr` puts the server entry (apps/web/vite.config.ts). */
export const SSR_BUILD_FOLDER = '.ssr';

/**
 * The web build's server renderer, imported at run time from the build folder (the server never
 * imports web code), once: Node keeps a module for the process's life, so a rebuild takes a
 * restart (`npm start` builds first). Null while there is no SSR build: the server then sends
 * the SPA shell, which the browser renders alone.
 */
export function createRendererLoader(webDistDir: string, setup: StorefrontRendererSetup) {
  const file = path.join(webDistDir, SSR_BUILD_FOLDER, STOREFRONT_RENDERER_FILE);
  let loaded: Promise<StorefrontRenderer> | null = null;

  return async function loadRenderer(): Promise<StorefrontRenderer | null> {
    if (!loaded) {
      if (!(await exists(file))) return null;
      loaded = import(pathToFileURL(file).href).then(
        (module: { createStorefrontRenderer: CreateStorefrontRenderer }) =>
          module.createStorefrontRenderer(setup),
      );
    }
    return loaded;
  };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
