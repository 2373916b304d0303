import type { AdminMessage } from '@sheesham/shared/admin-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { ADMIN_MESSAGES_KEY } from './admin-messages';

/** PUT /admin/messages/{id}/read {read}: marks a message read or unread; answers the message. */
export function markMessageRead(id: string, read: boolean): Promise<AdminMessage> {
  return apiPut<AdminMessage>(`/admin/messages/${encodeURIComponent(id)}/read`, { read });
}

/** Reloads the inbox afterwards, whatever the outcome, so the list and counts show the truth. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => markMessageRead(id, read),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_MESSAGES_KEY }),
  });
}
