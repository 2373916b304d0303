import { TOTAL_COUNT_HEADER } from '@sheesham/shared';
import {
  ADMIN_MAIL_PAGE_SIZE,
  type AdminMail,
  type AdminMailDetail,
  type MailStatus,
} from '@sheesham/shared/admin-mail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, apiGet, countHeader } from '@/lib/api-client';

export type MailFilter = 'all' | MailStatus;

export interface MailPage {
  mails: AdminMail[];
  /** Mails matching the filter before paging (X-Total-Count). */
  total: number;
}

/** Every mail query; "Send again" reloads them all. */
export const ADMIN_MAIL_KEY = ['admin', 'mail'] as const;

/** GET /admin/mail?status=…&limit=25&offset=…: one page, newest first. */
export async function fetchAdminMail(
  filter: MailFilter,
  page: number,
  signal?: AbortSignal,
): Promise<MailPage> {
  const params = new URLSearchParams({
    limit: String(ADMIN_MAIL_PAGE_SIZE),
    offset: String((page - 1) * ADMIN_MAIL_PAGE_SIZE),
  });
  if (filter !== 'all') params.set('status', filter);
  const { data, response } = await apiFetch<AdminMail[]>(`/admin/mail?${params}`, { signal });
  return { mails: data, total: countHeader(response, TOTAL_COUNT_HEADER, data.length) };
}

export function useAdminMail(filter: MailFilter, page: number) {
  return useQuery({
    queryKey: [...ADMIN_MAIL_KEY, 'list', filter, page],
    queryFn: ({ signal }) => fetchAdminMail(filter, page, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/mail/{id}: the mail with its HTML and text, for the preview. */
export function useAdminMailDetail(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_MAIL_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiGet<AdminMailDetail>(`/admin/mail/${encodeURIComponent(id ?? '')}`, signal),
    enabled: id !== null,
  });
}
