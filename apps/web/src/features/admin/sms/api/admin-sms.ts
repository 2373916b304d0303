import { TOTAL_COUNT_HEADER } from '@sheesham/shared';
import { ADMIN_SMS_PAGE_SIZE, type AdminSms } from '@sheesham/shared/admin-sms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, countHeader } from '@/lib/api-client';

export interface SmsPage {
  messages: AdminSms[];
  /** Messages before paging (X-Total-Count). */
  total: number;
}

/** GET /admin/sms?limit=25&offset=…: one page, newest first. */
export async function fetchAdminSms(page: number, signal?: AbortSignal): Promise<SmsPage> {
  const params = new URLSearchParams({
    limit: String(ADMIN_SMS_PAGE_SIZE),
    offset: String((page - 1) * ADMIN_SMS_PAGE_SIZE),
  });
  const { data, response } = await apiFetch<AdminSms[]>(`/admin/sms?${params}`, { signal });
  return { messages: data, total: countHeader(response, TOTAL_COUNT_HEADER, data.length) };
}

export function useAdminSms(page: number) {
  return useQuery({
    queryKey: ['admin', 'sms', page],
    queryFn: ({ signal }) => fetchAdminSms(page, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
