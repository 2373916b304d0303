import type { ProfileWithSignInPhone as ProfileUser } from '@sheesham/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session-context';
import { apiGet } from '@/lib/api-client';

/** GET /auth/profile: the signed-in customer (SPEC §3 profile user). */
export function fetchProfile(signal?: AbortSignal): Promise<ProfileUser> {
  return apiGet<ProfileUser>('/auth/profile', signal);
}

/** Keyed by user id so a different account never sees the previous one's cached profile. */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: ({ signal }) => fetchProfile(signal),
  });

export function useProfile() {
  const userId = useSession().user?.id ?? '';
  return useQuery({ ...profileQueryOptions(userId), enabled: userId !== '' });
}
