import { contactMessageSchema } from '@sheesham/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ContactMessage } from './api/send-contact-message';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export function isContactField(key: unknown): key is ContactField {
  return typeof key === 'string' && (CONTACT_FIELDS as readonly string[]).includes(key);
}

/**
 * Validates with the shared zod schema (the same one the server uses) after the browser's own
 * required/email checks have passed, and hands the trimmed output to the submit handler.
 */
export const contactFormResolver: Resolver<ContactFormValues, unknown, ContactMessage> = async (
  values,
) => {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<ContactFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && !errors[field]) {
      errors[field] = { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};
