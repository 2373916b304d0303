import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '@sheesham/shared';
import { isRecord } from './is-record';

// Hand-written rather than storeSettingsSchema.safeParse so the start-up bundle does not carry zod.
const STORE_SETTINGS_KEYS = Object.keys(DEFAULT_STORE_SETTINGS) as (keyof StoreSettings)[];

/** The store settings in `value` when every one is a string (extra keys dropped, as zod does), else null. */
export function parseStoreSettings(value: unknown): StoreSettings | null {
  if (!isRecord(value) || !STORE_SETTINGS_KEYS.every((key) => typeof value[key] === 'string')) {
    return null;
  }
  const settings = Object.fromEntries(
    STORE_SETTINGS_KEYS.map((key) => [key, value[key]]),
  ) as StoreSettings;
  // Only in Clerk mode (docs/decisions/045).
  if (typeof value.clerkPublishableKey === 'string') {
    settings.clerkPublishableKey = value.clerkPublishableKey;
  }
  return settings;
}
