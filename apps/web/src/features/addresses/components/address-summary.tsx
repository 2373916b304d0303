import { type SavedAddress, savedAddressTitle } from '@sheesham/shared';
import { Badge } from '@/components/ui/badge';
import { formatPhone } from '@/lib/format-phone';

/** One saved address as the book and the pickers show it: who, where, and the number to call. */
export function AddressSummary({ address }: { address: SavedAddress }) {
  return (
    <div className="min-w-0 space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <span className="break-words">{savedAddressTitle(address)}</span>
        {address.is_default && <Badge variant="gold">Default</Badge>}
      </p>
      <p className="break-words whitespace-pre-line text-muted-foreground">{address.address}</p>
      <p className="text-muted-foreground">
        {address.district}, {address.state} – {address.pincode}
      </p>
      <p className="text-muted-foreground">{formatPhone(address.phone)}</p>
    </div>
  );
}
