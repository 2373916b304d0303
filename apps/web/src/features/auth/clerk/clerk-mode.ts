import { storeSettings } from '@/lib/store-settings';

/**
 * The Clerk instance's publishable key when the shop keeps its accounts in Clerk
 * (AUTH_PROVIDER=clerk, docs/decisions/045), else undefined: the built-in accounts.
 */
export function clerkPublishableKey(): string | undefined {
  return storeSettings.clerkPublishableKey;
}
