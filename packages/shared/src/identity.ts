import { z } from 'zod';
import { singleLineString } from './single-line.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * An Indian mobile number in any common spelling ("98290 12345", "+91-98290-12345",
 * "098290 12345"), normalised to +91XXXXXXXXXX; null when it is not one.
 */
export function normalizeIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9][0-9]{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

/** Optional phone: empty means none; anything else must be an Indian mobile number. */
export const optionalIndianMobile = singleLineString('Phone number')
  .max(20, 'Enter a valid Indian mobile number')
  .optional()
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const phone = normalizeIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid Indian mobile number' });
      return z.NEVER;
    }
    return phone;
  });

/** The field error for an order with no phone number to call (issue #26). */
export const PHONE_REQUIRED = 'Phone number is required';

/** A required Indian mobile number, normalised to +91XXXXXXXXXX. */
export const requiredIndianMobile = singleLineString('Phone number')
  .min(1, PHONE_REQUIRED)
  .max(20, 'Enter a valid Indian mobile number')
  .transform((value, ctx) => {
    const phone = normalizeIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid Indian mobile number' });
      return z.NEVER;
    }
    return phone;
  });

export const fullNameSchema = singleLineString('Full name')
  .min(1, 'Full name is required')
  .max(100, 'Full name is too long');

export const emailSchema = singleLineString('Email')
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** Length rules only; the server also refuses common passwords. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const signUpSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  phone: optionalIndianMobile,
  password: passwordSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export type SignInInput = z.input<typeof signInSchema>;

/** PUT /auth/profile body (SPEC §7). */
export const profileUpdateSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phoneNumber: optionalIndianMobile,
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The customer / profile user (SPEC §3), plus the role the web mirrors. */
export const profileUserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;
