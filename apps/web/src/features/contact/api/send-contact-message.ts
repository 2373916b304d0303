import { contactMessageCreatedSchema, type contactMessageSchema } from '@sheesham/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/lib/api-client';

/** A validated contact message, as the shared schema outputs it (trimmed, phone defaulted). */
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactMessageCreated = z.infer<typeof contactMessageCreatedSchema>;

/** POST /contact. Answers 201 with the stored message's id; 400 carries per-field messages. */
export async function sendContactMessage(message: ContactMessage): Promise<ContactMessageCreated> {
  return contactMessageCreatedSchema.parse(await apiPost<unknown>('/contact', message));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
