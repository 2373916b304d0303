import type { SavedAddress } from '@sheesham/shared';
import type { SavedAddressRow } from './repository.ts';

/** A row as the API answers it (the spec's snake_case names). */
export function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    full_name: row.fullName,
    phone: row.phone,
    address: row.address,
    pincode: row.pincode,
    district: row.district,
    state: row.state,
    is_default: row.isDefault,
  };
}
