import { DEFAULT_STORE_SETTINGS } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { isApiError } from './api-error-guard';
import { parseStoreSettings } from './store-settings-guard';

describe('isApiError', () => {
  it('accepts the API error shape, with or without field messages', () => {
    expect(isApiError({ error: { code: 'not_found', message: 'Product not found' } })).toBe(true);
    expect(
      isApiError({ error: { code: 'validation', message: 'Bad', fields: { email: 'Invalid' } } }),
    ).toBe(true);
  });

  it('rejects anything else', () => {
    for (const body of [
      null,
      'oops',
      [],
      { error: 'x' },
      { error: { code: 1, message: 'm' } },
      { error: { code: 'c' } },
      { error: { code: 'c', message: 'm', fields: { email: 3 } } },
      { error: { code: 'c', message: 'm', fields: ['x'] } },
    ]) {
      expect(isApiError(body)).toBe(false);
    }
  });
});

describe('parseStoreSettings', () => {
  it('returns the settings with unknown keys dropped', () => {
    const injected = { ...DEFAULT_STORE_SETTINGS, city: 'Jodhpur', extra: 'ignored' };
    expect(parseStoreSettings(injected)).toEqual({ ...DEFAULT_STORE_SETTINGS, city: 'Jodhpur' });
  });

  it('returns null when a setting is missing or not a string', () => {
    const { phone: _phone, ...withoutPhone } = DEFAULT_STORE_SETTINGS;
    expect(parseStoreSettings(withoutPhone)).toBeNull();
    expect(parseStoreSettings({ ...DEFAULT_STORE_SETTINGS, hours: 9 })).toBeNull();
    expect(parseStoreSettings(null)).toBeNull();
    expect(parseStoreSettings([DEFAULT_STORE_SETTINGS])).toBeNull();
  });

  it("keeps the shop's EMI offer, and falls back to the default one when it is malformed", () => {
    const emi = { minPrice: 25_000, tenures: [{ months: 12, annualRatePercent: 13.5 }] };
    expect(parseStoreSettings({ ...DEFAULT_STORE_SETTINGS, emi })?.emi).toEqual(emi);
    const broken = { minPrice: 25_000, tenures: [{ months: '12', annualRatePercent: 13.5 }] };
    expect(parseStoreSettings({ ...DEFAULT_STORE_SETTINGS, emi: broken })).toEqual(
      DEFAULT_STORE_SETTINGS,
    );
    const { emi: _emi, ...withoutEmi } = DEFAULT_STORE_SETTINGS;
    expect(parseStoreSettings(withoutEmi)?.emi).toEqual(DEFAULT_STORE_SETTINGS.emi);
  });
});
