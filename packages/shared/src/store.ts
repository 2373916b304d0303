import { z } from 'zod';

/** Store settings come from server configuration and are shown in the footer, contact page and head tags. */
export const storeSettingsSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  hours: z.string(),
  siteUrl: z.string(),
});

export type StoreSettings = z.infer<typeof storeSettingsSchema>;

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
