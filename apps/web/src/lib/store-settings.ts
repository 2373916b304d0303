import {
  DEFAULT_STORE_SETTINGS,
  STORE_SETTINGS_ELEMENT_ID,
  type StoreSettings,
} from '@sheesham/shared';
import { parseStoreSettings } from './store-settings-guard';

/**
 * The server injects the store settings into index.html as a JSON data block (CSP-safe, no extra
 * request). The Vite dev server does not, so the defaults stand in there, and on the server until
 * the renderer adopts the server's own (adoptStoreSettings).
 */
function readStoreSettings(): StoreSettings {
  if (typeof document === 'undefined') return DEFAULT_STORE_SETTINGS;
  const element = document.getElementById(STORE_SETTINGS_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_STORE_SETTINGS;
  try {
    return parseStoreSettings(JSON.parse(element.textContent)) ?? DEFAULT_STORE_SETTINGS;
  } catch {
    return DEFAULT_STORE_SETTINGS;
  }
}

export const storeSettings: StoreSettings = { ...readStoreSettings() };

/** The server's render: the settings it runs with (they never change while it runs). */
export function adoptStoreSettings(settings: StoreSettings) {
  Object.assign(storeSettings, settings);
}
