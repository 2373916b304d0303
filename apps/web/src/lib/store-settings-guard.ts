import {
  DEFAULT_STORE_SETTINGS,
  type EmiSettings,
  type EmiTenure,
  type StoreSettings,
} from '@sheesham/shared';
import { isRecord } from './is-record';

// Hand-written rather than storeSettingsSchema.safeParse so the start-up bundle does not carry zod.
type TextSetting = Exclude<keyof StoreSettings, 'emi' | 'clerkPublishableKey'>;
const STORE_SETTINGS_KEYS = Object.keys(DEFAULT_STORE_SETTINGS).filter(
  (key) => key !== 'emi',
) as TextSetting[];

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isTenure(value: unknown): value is EmiTenure {
  return (
    isRecord(value) &&
    isNumber(value.months) &&
    value.months >= 1 &&
    isNumber(value.annualRatePercent) &&
    value.annualRatePercent >= 0
  );
}

/** The EMI offer (decision 058) when well formed, else null. */
function parseEmiSettings(value: unknown): EmiSettings | null {
  if (!isRecord(value) || !isNumber(value.minPrice) || !Array.isArray(value.tenures)) return null;
  if (!value.tenures.every(isTenure)) return null;
  return {
    minPrice: value.minPrice,
    tenures: value.tenures.map(({ months, annualRatePercent }) => ({ months, annualRatePercent })),
  };
}

/**
 * The store settings in `value` when every text one is a string (extra keys dropped, as zod does),
 * else null; the EMI offer as sent when well formed, else the default one.
 */
export function parseStoreSettings(value: unknown): StoreSettings | null {
  if (!isRecord(value) || !STORE_SETTINGS_KEYS.every((key) => typeof value[key] === 'string')) {
    return null;
  }
  const settings = {
    ...Object.fromEntries(STORE_SETTINGS_KEYS.map((key) => [key, value[key]])),
    // A malformed offer costs the EMI lines their figures, not the shop its name and contacts.
    emi: parseEmiSettings(value.emi) ?? DEFAULT_STORE_SETTINGS.emi,
  } as StoreSettings;
  // Only in Clerk mode (docs/decisions/045).
  if (typeof value.clerkPublishableKey === 'string') {
    settings.clerkPublishableKey = value.clerkPublishableKey;
  }
  return settings;
}
