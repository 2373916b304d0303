import {
  type ContactMessage,
  type ContactMessageCreated,
  contactMessageCreatedSchema,
} from '@sheesham/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** POST /contact. Answers 201 with the stored message's id; 400 carries per-field messages. */
export async function sendContactMessage(message: ContactMessage): Promise<ContactMessageCreated> {
  return contactMessageCreatedSchema.parse(await apiPost<unknown>('/contact', message));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
