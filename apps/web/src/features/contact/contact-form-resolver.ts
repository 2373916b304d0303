import { type ContactMessage, contactMessageSchema } from '@sheesham/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form holds exactly the fields the shared schema validates. */
export type ContactFormValues = ContactMessage;

export const CONTACT_FIELDS = contactMessageSchema.keyof().options;
export type ContactField = (typeof CONTACT_FIELDS)[number];

function isContactField(key: unknown): key is ContactField {
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
