import { DEFAULT_EMI_SETTINGS } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('EMI configuration', () => {
  it('starts from the default offer: no-cost 3 and 6 months, 9 to 24 at a rate, from ₹10,000', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).store.emi).toEqual(DEFAULT_EMI_SETTINGS);
    expect(DEFAULT_EMI_SETTINGS.tenures.map((t) => t.months)).toEqual([3, 6, 9, 12, 18, 24]);
  });

  it("reads the owner's tenures, rates and minimum price", () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      EMI_MIN_PRICE: '25000',
      EMI_TENURES: ' 3:0, 12:13.5 ,24:14.25',
    });
    expect(config.store.emi).toEqual({
      minPrice: 25_000,
      tenures: [
        { months: 3, annualRatePercent: 0 },
        { months: 12, annualRatePercent: 13.5 },
        { months: 24, annualRatePercent: 14.25 },
      ],
    });
  });

  it('offers no EMI when the tenures are "none"', () => {
    expect(loadConfig({ NODE_ENV: 'test', EMI_TENURES: 'none' }).store.emi.tenures).toEqual([]);
  });

  it('names the variable and the entry that is wrong', () => {
    for (const tenures of ['3:0,three:0', '0:0', '61:12', '12:37', '3:0,3:12', '12:12.345']) {
      expect(problems({ EMI_TENURES: tenures }), tenures).toEqual([
        expect.stringMatching(/^EMI_TENURES: ".+" is not months:rate/),
      ]);
    }
    expect(problems({ EMI_MIN_PRICE: '-1' })).toEqual(['EMI_MIN_PRICE: must be 0 or more']);
    expect(problems({ EMI_MIN_PRICE: 'lots' })).toEqual(['EMI_MIN_PRICE: must be a number']);
  });
});
