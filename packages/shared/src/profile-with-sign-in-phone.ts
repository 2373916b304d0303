import { z } from 'zod';
import { profileUserSchema } from './identity.ts';

/**
 * GET /auth/profile's user: the SPEC §3 profile user plus `signInPhone`, the number the account
 * signs in with once a code proved it (docs/decisions/056-sign-in-by-sms-code.md). A file of its
 * own that the web imports as a type only, so no page's scripts carry the schema.
 */
export const profileWithSignInPhoneSchema = profileUserSchema.extend({
  signInPhone: z.string().nullable(),
});
export type ProfileWithSignInPhone = z.infer<typeof profileWithSignInPhoneSchema>;
