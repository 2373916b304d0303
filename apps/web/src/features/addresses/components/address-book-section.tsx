import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@sheesham/shared';
import { MapPinnedIcon, PencilIcon, PlusIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify, notifyError } from '@/components/ui/toaster';
import { useSession } from '@/features/auth/session-context';
import { lazyOnOpen } from '@/lib/lazy-on-open';
import { addressInputOf, useAddresses, useDeleteAddress, useSaveAddress } from '../api/addresses';
import { AddressSummary } from './address-summary';

// react-hook-form and the zod schema load only when the customer adds or edits an address.
const formDialog = lazyOnOpen(() =>
  import('./address-form-dialog').then((module) => module.AddressFormDialog),
);

/** The form open for a new address (`address` undefined) or for one to edit; null when closed. */
type Editing = { address?: SavedAddress } | null;

/**
 * The profile's address book (issue #26): the default first, each with Edit, Delete and Make
 * default; at most MAX_SAVED_ADDRESSES. Checkout and staff orders pick from the same addresses.
 */
export function AddressBookSection() {
  const { user } = useSession();
  const addresses = useAddresses();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  // Kept mounted after the first opening, for the dialog's close animation.
  const [formOpened, setFormOpened] = useState(false);
  const openForm = (next: NonNullable<Editing>) => {
    setFormOpened(true);
    setEditing(next);
  };
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const list = addresses.data ?? [];
  const full = list.length >= MAX_SAVED_ADDRESSES;

  const makeDefault = (address: SavedAddress) =>
    save.mutate(
      { id: address.id, body: { ...addressInputOf(address), is_default: true } },
      { onError: () => notifyError('Error', 'Failed to change the default address') },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify('Address deleted', 'It is no longer offered at checkout.'),
      onError: () => notifyError('Error', 'Failed to delete the address'),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section aria-labelledby="addresses-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="addresses-heading" className="font-serif text-2xl font-semibold">
            Saved addresses
          </h2>
          <p className="text-sm text-muted-foreground">
            Pick one at checkout; the default is chosen for you.
          </p>
        </div>
        <Button
          variant="outline"
          disabled={full}
          onPointerEnter={formDialog.preload}
          onFocus={formDialog.preload}
          onClick={() => openForm({})}
        >
          <PlusIcon aria-hidden="true" />
          Add address
        </Button>
      </div>
      {full && (
        <p className="text-sm text-muted-foreground">
          You can keep up to {MAX_SAVED_ADDRESSES} addresses. Delete one to add another.
        </p>
      )}

      {addresses.isPending && <Skeleton className="h-32 rounded-xl" />}
      {addresses.isError && (
        <p role="alert" className="text-sm text-destructive">
          Failed to load your addresses.
        </p>
      )}
      {addresses.isSuccess && list.length === 0 && (
        <div className="flex items-center gap-3 rounded-xl border border-dashed bg-card p-5 text-sm text-muted-foreground">
          <MapPinnedIcon className="size-5 shrink-0 text-gold" aria-hidden="true" />
          No saved addresses yet. Add one to check out faster.
        </div>
      )}
      {list.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2">
          {list.map((address) => (
            <li
              key={address.id}
              className="flex flex-col justify-between gap-3 rounded-xl border bg-card p-4 shadow-xs"
            >
              <AddressSummary address={address} />
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onPointerEnter={formDialog.preload}
                  onClick={() => openForm({ address })}
                >
                  <PencilIcon aria-hidden="true" />
                  Edit
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeleting(address)}>
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
                {!address.is_default && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={save.isPending}
                    onClick={() => makeDefault(address)}
                  >
                    <StarIcon aria-hidden="true" />
                    Make default
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {formOpened && (
        <Suspense fallback={null}>
          <formDialog.Component
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
            start={{
              address: editing?.address,
              fullName: user?.name ?? '',
              phone: user?.phone ?? null,
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={confirmDelete}
        title="Delete this address?"
        description={
          deleting ? `${deleting.address}, ${deleting.district} – ${deleting.pincode}` : ''
        }
        keepLabel="Keep it"
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting..."
      />
    </section>
  );
}
