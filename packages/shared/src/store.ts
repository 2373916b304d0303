import { z } from 'zod';
import { MAX_EMI_MONTHS, MAX_EMI_RATE_PERCENT } from './emi.ts';

/** The shop's EMI offer (emi.ts): the price it starts at and its tenures. */
export const emiSettingsSchema = z.object({
  minPrice: z.number().min(0),
  tenures: z.array(
    z.object({
      months: z.number().int().min(1).max(MAX_EMI_MONTHS),
      annualRatePercent: z.number().min(0).max(MAX_EMI_RATE_PERCENT),
    }),
  ),
});

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
  /** EMI shown on cards, the product page and checkout (EMI_MIN_PRICE, EMI_TENURES). */
  emi: emiSettingsSchema,
  /** Set only when the shop keeps its accounts in Clerk (AUTH_PROVIDER=clerk): its publishable key. */
  clerkPublishableKey: z.string().optional(),
});

export type StoreSettings = z.infer<typeof storeSettingsSchema>;
