import type { EmiSettings } from './emi.ts';
import type { StoreSettings } from './store.ts';

// Kept apart from the zod schema in store.ts so the web app reads these at start-up without zod.

/**
 * The EMI offer a new shop starts with: no-cost over 3 and 6 months, then 9 to 24 months at the
 * rates card issuers commonly charge, from ₹10,000 (EMI_MIN_PRICE and EMI_TENURES change them).
 */
export const DEFAULT_EMI_SETTINGS: EmiSettings = {
  minPrice: 10_000,
  tenures: [
    { months: 3, annualRatePercent: 0 },
    { months: 6, annualRatePercent: 0 },
    { months: 9, annualRatePercent: 15 },
    { months: 12, annualRatePercent: 15 },
    { months: 18, annualRatePercent: 16 },
    { months: 24, annualRatePercent: 16 },
  ],
};

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  name: 'Sheesham',
  tagline: 'Giving a new lease of life to the unwanted',
  city: 'Jaipur',
  phone: '+91 98290 12345',
  email: 'hello@sheesham.in',
  address: '14 Mirza Ismail Road, C-Scheme, Jaipur, Rajasthan 302001',
  hours: 'Mon-Sun 9 AM-9 PM',
  siteUrl: 'http://localhost:3000',
  emi: DEFAULT_EMI_SETTINGS,
};

/** Id of the JSON data block the server injects into index.html with the store settings. */
export const STORE_SETTINGS_ELEMENT_ID = 'store-settings';
