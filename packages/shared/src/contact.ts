import { z } from 'zod';
import { singleLineString } from './single-line.ts';

/** POST /contact body. Name, e-mail, subject and message are required; phone is optional. */
export const contactMessageSchema = z.object({
  name: singleLineString('Full Name').min(1, 'Full Name is required').max(100, 'Name is too long'),
  email: z
    .string()
    .trim()
    .max(254, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
  phone: singleLineString('Phone number')
    .max(20, 'Phone number is too long')
    .regex(/^[0-9+\-\s()]*$/, 'Enter a valid phone number')
    .optional()
    .default(''),
  subject: singleLineString('Subject')
    .min(1, 'Subject is required')
    .max(150, 'Subject is too long'),
  message: z.string().trim().min(1, 'Message is required').max(5000, 'Message is too long'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** A validated message, as the schema outputs it (trimmed, phone defaulted to ''). */
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactMessageCreatedSchema = z.object({
  id: z.string(),
  message: z.string(),
});

export type ContactMessageCreated = z.infer<typeof contactMessageCreatedSchema>;
