import type { StoreSettings } from './store.ts';

// Kept apart from the zod schema in store.ts so the web app reads these at start-up without zod.

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  name: 'Sheesham',
  tagline: 'Giving a new lease of life to the unwanted',
  city: 'Jaipur',
  phone: '+91 98290 12345',
  email: 'hello@sheesham.in',
  address: '14 Mirza Ismail Road, C-Scheme, Jaipur, Rajasthan 302001',
  hours: 'Mon-Sun 9 AM-9 PM',
  siteUrl: 'http://localhost:3000',
};

/** Id of the JSON data block the server injects into index.html with the store settings. */
export const STORE_SETTINGS_ELEMENT_ID = 'store-settings';
