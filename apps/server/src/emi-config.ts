import { DEFAULT_EMI_SETTINGS, type EmiSettings, parseEmiTenures } from '@sheesham/shared';
import { z } from 'zod';

/*
 * The shop's EMI offer (docs/decisions/058), read from the environment with the rest of the
 * configuration in config.ts and served with the store settings.
 */

const DEFAULT_TENURES = DEFAULT_EMI_SETTINGS.tenures
  .map(({ months, annualRatePercent }) => `${months}:${annualRatePercent}`)
  .join(',');

export const emiEnvShape = {
  /** Rupees: EMI is shown from this price up. */
  EMI_MIN_PRICE: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number of rupees')
    .min(0, 'must be 0 or more')
    .max(10_00_000, 'must be at most 1000000')
    .default(DEFAULT_EMI_SETTINGS.minPrice),
  /** "3:0,6:0,9:15": months:annual rate %, 0 for no-cost; "none" for no EMI at all. */
  EMI_TENURES: z
    .string()
    .default(DEFAULT_TENURES)
    .transform((value, ctx) => {
      const tenures = value.trim() === 'none' ? [] : parseEmiTenures(value);
      if (!('invalid' in tenures)) return tenures;
      ctx.addIssue({
        code: 'custom',
        message: `"${tenures.invalid}" is not months:rate (months 1-60, each once; annual rate 0-36 %, 0 for no-cost)`,
      });
      return z.NEVER;
    }),
};

type EmiEnv = z.output<z.ZodObject<typeof emiEnvShape>>;

export function emiSettings(e: EmiEnv): EmiSettings {
  return { minPrice: e.EMI_MIN_PRICE, tenures: e.EMI_TENURES };
}
