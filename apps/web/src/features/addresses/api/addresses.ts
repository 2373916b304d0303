import type { SavedAddress, SavedAddressInput } from '@sheesham/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/session-context';
import { apiFetch, apiGet, apiPost, apiPut } from '@/lib/api-client';

const BASE = '/auth/profile/addresses';

/** GET /auth/profile/addresses, the default first; keyed by user so accounts never share it. */
export const addressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['addresses', userId],
    queryFn: ({ signal }) => apiGet<SavedAddress[]>(BASE, signal),
  });

export function useAddresses() {
  const userId = useSession().user?.id ?? '';
  return useQuery({ ...addressesQueryOptions(userId), enabled: userId !== '' });
}

/** Add (no id) or edit (an id) one address; the list is read again afterwards. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SavedAddressInput }) =>
      id ? apiPut<SavedAddress>(`${BASE}/${id}`, body) : apiPost<SavedAddress>(BASE, body),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: addressesQueryOptions(userId).queryKey }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: async (id: string) => {
      await apiFetch(`${BASE}/${id}`, { method: 'DELETE' });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: addressesQueryOptions(userId).queryKey }),
  });
}

/** A saved address as a form's fields (the phone as typed, +91 and all). */
export function addressInputOf(address: SavedAddress): SavedAddressInput {
  return {
    label: address.label ?? '',
    full_name: address.full_name,
    phone: address.phone,
    address: address.address,
    pincode: address.pincode,
    is_default: address.is_default,
  };
}
