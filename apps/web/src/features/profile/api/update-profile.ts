import type { ProfileUpdateInput, ProfileWithSignInPhone as ProfileUser } from '@sheesham/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session-context';
import { apiPut } from '@/lib/api-client';
import { profileQueryOptions } from './profile';

/** PUT /auth/profile {fullName, email, phoneNumber} → {user}. A taken e-mail answers 409. */
export async function updateProfile(body: ProfileUpdateInput): Promise<ProfileUser> {
  return (await apiPut<{ user: ProfileUser }>('/auth/profile', body)).user;
}

/** On success the profile query takes the answer and the session user (header menu) is re-read. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.user?.id ?? '';
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(profileQueryOptions(userId).queryKey, user);
      await Promise.all([
        session.refresh(),
        // exact: the orders list sits under the same key prefix and has not changed.
        queryClient.invalidateQueries({
          queryKey: profileQueryOptions(userId).queryKey,
          exact: true,
        }),
      ]);
    },
  });
}
