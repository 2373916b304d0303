import type { AdminMail } from '@sheesham/shared/admin-mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { ADMIN_MAIL_KEY } from './admin-mail';

/** POST /admin/mail/{id}/resend: a failed or held mail goes back to the queue. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<AdminMail>(`/admin/mail/${encodeURIComponent(id)}/resend`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_MAIL_KEY }),
  });
}
