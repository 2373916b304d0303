import {
  formatRupees,
  hasOversizedLine,
  isOrderTooLarge,
  MAX_LINE_QUANTITY,
  MAX_ORDER_TOTAL_RUPEES,
  type OrderPricing,
} from '@sheesham/shared';
import { CircleAlertIcon } from 'lucide-react';
import { telHref } from '@/components/content/contact-links';
import { storeSettings } from '@/lib/store-settings';
import { useCart } from './cart-context';

/** The id the checkout's disabled button points at (aria-describedby) for its reason. */
export const ORDER_LIMIT_NOTICE_ID = 'order-limit-notice';

/**
 * Why this cart cannot be ordered online, and what to do instead; null when it can. The limits
 * are the ones the server refuses with (isOrderTooLarge, hasOversizedLine from the shared pricing),
 * so the shopper hears it before paying, not after.
 */
export function orderLimitMessage(
  pricing: Pick<OrderPricing, 'lines' | 'totalPaise'>,
  phone = storeSettings.phone,
): string | null {
  const callUs = `or call us on ${phone} to order in person.`;
  if (isOrderTooLarge(pricing)) {
    return `Orders are limited to ${formatRupees(MAX_ORDER_TOTAL_RUPEES)}. Remove some items, ${callUs}`;
  }
  if (hasOversizedLine(pricing)) {
    return `An order can hold at most ${MAX_LINE_QUANTITY} of one piece. Lower the quantity, ${callUs}`;
  }
  return null;
}

/** The cart's limit message (see orderLimitMessage), or null. */
export function useOrderLimit(): string | null {
  return orderLimitMessage(useCart().pricing);
}

/** The message with the store's phone as a link that never breaks across lines. */
function withPhoneLink(message: string) {
  const phone = storeSettings.phone;
  const at = message.indexOf(phone);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <a
        href={telHref(phone)}
        className="font-medium whitespace-nowrap underline underline-offset-2"
      >
        {phone}
      </a>
      {message.slice(at + phone.length)}
    </>
  );
}

/** The limit notice, as the cart drawer and the checkout summary show it above their action. */
export function OrderLimitNotice({ message, id }: { message: string; id?: string }) {
  return (
    <p
      id={id}
      role="status"
      data-testid="order-limit"
      className="flex gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2.5 text-sm leading-relaxed text-destructive"
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{withPhoneLink(message)}</span>
    </p>
  );
}
