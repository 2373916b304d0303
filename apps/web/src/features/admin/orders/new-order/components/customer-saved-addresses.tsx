import type { SavedAddress } from '@sheesham/shared';
import { useQuery } from '@tanstack/react-query';
import { SavedAddressPicker } from '@/features/addresses/components/saved-address-picker';
import { apiGet } from '@/lib/api-client';
import { ADMIN_QUERY_KEY } from '../../../admin-refresh';
import type { NewOrderDraft } from '../draft';

/**
 * The picked customer's saved addresses (an account's own, or those a walk-in's earlier
 * deliveries went to), offered above the delivery fields; picking one fills them (issue #26).
 */
export function CustomerSavedAddresses({
  customerId,
  value,
  onPick,
}: {
  customerId: string;
  value: Pick<NewOrderDraft, 'address' | 'pincode'>;
  onPick: (address: SavedAddress) => void;
}) {
  const addresses = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'customer-addresses', customerId],
    queryFn: ({ signal }) =>
      apiGet<SavedAddress[]>(
        `/admin/customers/${encodeURIComponent(customerId)}/addresses`,
        signal,
      ),
  });
  const list = addresses.data ?? [];
  if (list.length === 0) return null;
  const current =
    list.find((a) => a.address === value.address && a.pincode === value.pincode)?.id ?? null;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">Saved addresses</p>
      <SavedAddressPicker
        addresses={list}
        value={current}
        onPick={onPick}
        label="The customer's saved addresses"
        idPrefix="new-order-saved-address"
        className="sm:grid-cols-1"
      />
    </div>
  );
}
