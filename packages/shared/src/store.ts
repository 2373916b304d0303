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
  /** Set only when the shop keeps its accounts in Clerk (AUTH_PROVIDER=clerk): its publishable key. */
  clerkPublishableKey: z.string().optional(),
});

export type StoreSettings = z.infer<typeof storeSettingsSchema>;
