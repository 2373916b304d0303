import { type ProfileUpdateInput, type ProfileUser, profileUpdateSchema } from '@sheesham/shared';
import type { z } from 'zod';
import { formatPhone } from '@/lib/format-phone';
import { schemaResolver } from '@/lib/schema-resolver';

/** What the Edit Profile form holds: the PUT /auth/profile body as typed. */
export type ProfileFormValues = ProfileUpdateInput;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const PROFILE_FIELDS = ['fullName', 'email', 'phoneNumber'] as const;

/** The same rules the server applies: name and e-mail required, phone an Indian mobile or empty. */
export const profileFormResolver = schemaResolver<ProfileFormValues, ProfileUpdate>(
  profileUpdateSchema,
);

export function profileFormDefaults(profile: ProfileUser): ProfileFormValues {
  return {
    fullName: profile.fullName,
    email: profile.email,
    phoneNumber: profile.phoneNumber ? formatPhone(profile.phoneNumber) : '',
  };
}
