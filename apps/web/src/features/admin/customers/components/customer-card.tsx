import { formatINR } from '@sheesham/shared';
import type { AdminCustomer } from '@sheesham/shared/admin-customers';
import { ClipboardListIcon, MailIcon, PhoneIcon } from 'lucide-react';
import { InitialsAvatar } from '@/components/initials-avatar';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { formatDate } from '@/lib/format-date';
import { formatPhone } from '@/lib/format-phone';
import {
  DEFAULT_ORDER_LIST_PARAMS,
  serializeOrderListParams,
} from '../../orders/order-list-params';

const linkClass =
  'break-all text-foreground underline-offset-4 hover:text-gold hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-sm';

/** The Orders view searched for this e-mail address (its orders, whatever name they carry). */
export const ordersOf = (email: string) =>
  `/admin/orders?${serializeOrderListParams({ ...DEFAULT_ORDER_LIST_PARAMS, q: email })}`;

/**
 * One customer: initials, name, member since, how to reach them, what they have bought, and a
 * way to their orders.
 */
export function CustomerCard({ customer }: { customer: AdminCustomer }) {
  const nameId = `customer-${customer._id}`;
  return (
    <article
      aria-labelledby={nameId}
      data-testid="customer-card"
      className="flex min-w-0 flex-1 flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <InitialsAvatar name={customer.fullName} className="size-12 shrink-0 text-lg" />
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold break-words">
            {customer.fullName}
          </h3>
          <p className="text-xs text-muted-foreground">
            Member since {formatDate(customer.createdAt)}
          </p>
        </div>
      </div>

      <ul className="space-y-2 text-sm">
        <li className="flex items-start gap-2">
          <MailIcon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
          <span className="sr-only">Email:</span>
          <a href={`mailto:${customer.email}`} className={linkClass}>
            {customer.email}
          </a>
        </li>
        <li className="flex items-start gap-2">
          <PhoneIcon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
          <span className="sr-only">Phone:</span>
          {customer.phoneNumber ? (
            <a href={`tel:${customer.phoneNumber}`} className={linkClass}>
              {formatPhone(customer.phoneNumber)}
            </a>
          ) : (
            <span className="text-muted-foreground">No phone number</span>
          )}
        </li>
      </ul>

      <dl className="mt-auto grid grid-cols-2 gap-3 border-t pt-4 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Orders</dt>
          <dd className="font-semibold tabular-nums" data-testid="customer-orders">
            {customer.orderCount}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Total Spent</dt>
          <dd className="font-semibold tabular-nums" data-testid="customer-spent">
            ₹{formatINR(customer.totalSpent)}
          </dd>
        </div>
        {customer.lastOrderAt ? (
          <div className="col-span-2">
            <dt className="text-xs text-muted-foreground">Last order</dt>
            <dd>{formatDate(customer.lastOrderAt)}</dd>
          </div>
        ) : null}
      </dl>
      <Link
        to={ordersOf(customer.email)}
        aria-label={`View orders of ${customer.fullName}`}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
      >
        <ClipboardListIcon aria-hidden="true" />
        View orders
      </Link>
    </article>
  );
}
