import type { Coupon } from '@sheesham/shared';
import { categoryLabel } from '@sheesham/shared';
import { ArchiveIcon, PencilIcon, TicketIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { couponTermsText } from '@/lib/coupon-terms';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { EmptyList } from '../../components/empty-list';
import { ListSkeleton } from '../../components/list-skeleton';
import { RowAction } from '../../components/row-action';
import { COUPON_STATUS_LABELS, type CouponStatus, couponStatus } from '../coupon-status';

const STATUS_CLASS: Record<CouponStatus, string> = {
  active: 'bg-success text-white',
  scheduled: 'bg-accent text-accent-foreground',
  expired: 'bg-muted text-muted-foreground',
  archived: 'border border-border bg-card text-muted-foreground',
};

function usesText(coupon: Coupon): string {
  const limit = coupon.usage_limit ? ` of ${coupon.usage_limit}` : '';
  const perCustomer = coupon.per_customer_limit
    ? ` · ${coupon.per_customer_limit} per customer`
    : '';
  return `${coupon.uses}${limit} used${perCustomer}`;
}

function appliesText(coupon: Coupon): string {
  return coupon.categories?.length
    ? coupon.categories.map(categoryLabel).join(', ')
    : 'Every category';
}

interface CouponListProps {
  coupons: Coupon[];
  now: Date;
  onEdit: (coupon: Coupon, opener: HTMLElement) => void;
  onArchive: (coupon: Coupon, opener: HTMLElement) => void;
}

/**
 * The coupons, newest first: code, status, terms, validity, what it applies to and its uses, with
 * Edit and Archive (an archived coupon keeps its row and its uses, and can no longer be applied).
 */
export function CouponList({ coupons, now, onEdit, onArchive }: CouponListProps) {
  if (coupons.length === 0) {
    return <EmptyList icon={TicketIcon}>No coupons yet</EmptyList>;
  }
  return (
    <ul className="grid gap-3" aria-label="Coupons">
      {coupons.map((coupon) => {
        const status = couponStatus(coupon, now);
        return (
          <li
            key={coupon.id}
            className={cn(
              'flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-5',
              status === 'archived' && 'opacity-75',
            )}
            data-testid="coupon-row"
            data-code={coupon.code}
          >
            <div className="min-w-0 space-y-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-mono text-lg font-semibold tracking-wide">{coupon.code}</h2>
                <Badge className={STATUS_CLASS[status]} data-testid="coupon-status">
                  {COUPON_STATUS_LABELS[status]}
                </Badge>
                <Badge variant="outline">{coupon.public ? 'Public' : 'Private'}</Badge>
              </div>
              <p className="text-sm font-medium">
                {couponTermsText(coupon)}
                {coupon.description ? (
                  <span className="font-normal text-muted-foreground"> · {coupon.description}</span>
                ) : null}
              </p>
              <p className="text-xs text-muted-foreground">
                {formatDateTime(coupon.starts_at)} – {formatDateTime(coupon.ends_at)} ·{' '}
                {appliesText(coupon)}
              </p>
              <p className="text-sm" data-testid="coupon-uses">
                {usesText(coupon)}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <RowAction
                icon={PencilIcon}
                label="Edit"
                name={coupon.code}
                onClick={(opener) => onEdit(coupon, opener)}
              />
              {!coupon.archived && (
                <RowAction
                  icon={ArchiveIcon}
                  label="Archive"
                  name={coupon.code}
                  onClick={(opener) => onArchive(coupon, opener)}
                />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function CouponListSkeleton() {
  return (
    <ListSkeleton
      label="Loading the coupons"
      rows={3}
      className="space-y-3"
      rowClassName="h-32 rounded-xl"
    />
  );
}
