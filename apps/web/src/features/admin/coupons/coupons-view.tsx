import type { Coupon } from '@sheesham/shared';
import { PlusIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { notify, notifyError } from '@/components/ui/toaster';
import { AdminPageHeader } from '../components/admin-page-header';
import { LoadFailed } from '../components/load-failed';
import { useArchiveCoupon, useCoupons } from './api/coupons';
import { CouponFormDialog } from './components/coupon-form-dialog';
import { CouponList, CouponListSkeleton } from './components/coupon-list';

/**
 * The admin's Coupons view (issue #29): every coupon with its status and live uses, a form to
 * create or edit one, and Archive, which stops a coupon for good while its orders keep it.
 */
export function CouponsView() {
  const coupons = useCoupons();
  const [editing, setEditing] = useState<{ coupon: Coupon | null } | null>(null);
  const [archiving, setArchiving] = useState<Coupon | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const archive = useArchiveCoupon();
  // The statuses are read against the time the list last loaded.
  const now = new Date(coupons.dataUpdatedAt || Date.now());

  const returnFocus = (event: Event) => {
    event.preventDefault();
    openerRef.current?.focus();
  };
  const confirmArchive = () => {
    if (!archiving) return;
    archive.mutate(archiving.id, {
      onSuccess: (saved) => notify('Coupon archived', `${saved.code} can no longer be applied.`),
      onError: () => notifyError('Error', 'Failed to archive the coupon'),
      onSettled: () => setArchiving(null),
    });
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Coupons"
        description="Codes shoppers apply at checkout, and the public ones shown on product pages."
        actions={
          <Button
            onClick={(event) => {
              openerRef.current = event.currentTarget;
              setEditing({ coupon: null });
            }}
          >
            <PlusIcon aria-hidden="true" />
            New coupon
          </Button>
        }
      />
      {coupons.data ? (
        <CouponList
          coupons={coupons.data}
          now={now}
          onEdit={(coupon, opener) => {
            openerRef.current = opener;
            setEditing({ coupon });
          }}
          onArchive={(coupon, opener) => {
            openerRef.current = opener;
            setArchiving(coupon);
          }}
        />
      ) : coupons.isPending ? (
        <CouponListSkeleton />
      ) : (
        <LoadFailed
          message="Failed to fetch the coupons"
          onRetry={() => coupons.refetch()}
          retrying={coupons.isFetching}
        />
      )}
      <CouponFormDialog
        coupon={editing?.coupon ?? null}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        onCloseAutoFocus={returnFocus}
      />
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => {
          if (!open) setArchiving(null);
        }}
        onConfirm={confirmArchive}
        onCloseAutoFocus={returnFocus}
        title="Archive this coupon?"
        description={
          <>
            <span className="font-medium text-foreground">{archiving?.code}</span> will no longer
            apply at checkout. Orders that used it keep their discount.
          </>
        }
        keepLabel="Cancel"
        confirmLabel="Archive"
        busy={archive.isPending}
        busyLabel="Archiving..."
      />
    </div>
  );
}
