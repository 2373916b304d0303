/** The plain data each mail is written from; callers map their rows to these. */

export interface OrderMailData {
  id: string;
  number: number;
  customerName: string;
  email: string;
  phone: string | null;
  totalPaise: number;
  paymentMethod: 'cod' | 'gateway' | 'showroom';
  /** `selectedSet`: bought as the Complete Set, which the mails name (orderLineName). */
  lines: { name: string; selectedSet: boolean; quantity: number; lineTotalPaise: number }[];
  address: string;
  pincode: string;
  /** The delivery charge in paise, inside the total (issue #26); null for a collection. */
  deliveryPaise: number | null;
  /** "Sat, 5 Dec 2026 · Morning (9 AM – 1 PM)"; null without a booked slot (decision 050). */
  deliverySlot: string | null;
  /** Taken off the lines (decision 059), with its coupon's code; 0 and null without. */
  discountPaise: number;
  couponCode: string | null;
}

export interface RefundMailData {
  /** The refund's own id: one "issued" and one "processed" mail per refund. */
  refundId: string;
  orderId: string;
  orderNumber: number;
  customerName: string;
  email: string;
  amountPaise: number;
  reason?: string;
}

export interface ContactMailData {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}
