import type {
  CartItem,
  DeliverySlotChoice,
  Fulfilment,
  ShowroomPaymentMode,
  StaffOrderBody,
  StaffOrderCustomer,
} from '@sheesham/shared';

/** The "New order" dialog's state, turned into a POST /admin/orders body on submit. */
export interface NewOrderDraft {
  channel: 'showroom' | 'phone';
  /** A customer picked from the search, or a new walk-in typed in; null until chosen. */
  customer:
    | { kind: 'existing'; customer: StaffOrderCustomer }
    | { kind: 'new'; name: string; phone: string; email: string }
    | null;
  /** Cart lines (rupees, stock as read): the dialog shows estimates; the server prices. */
  lines: CartItem[];
  fulfilment: Fulfilment;
  address: string;
  pincode: string;
  instructions: string;
  /** The delivery's day and slot (decision 057); cleared when the pincode changes. */
  deliverySlot: DeliverySlotChoice | null;
  payment: 'cod' | 'showroom';
  mode: ShowroomPaymentMode;
  reference: string;
  /** The number to call when the picked customer has none on file (issue #26). */
  phone: string;
  /** A coupon, or a discount staff give with a reason (issue #29); the server prices either. */
  discount: 'none' | 'coupon' | 'manual';
  couponCode: string;
  /** Rupees as typed. */
  manualAmount: string;
  manualReason: string;
}

export const emptyDraft = (): NewOrderDraft => ({
  channel: 'showroom',
  customer: null,
  lines: [],
  fulfilment: 'collect',
  address: '',
  pincode: '',
  instructions: '',
  deliverySlot: null,
  payment: 'showroom',
  mode: 'upi',
  reference: '',
  phone: '',
  discount: 'none',
  couponCode: '',
  manualAmount: '',
  manualReason: '',
});

/** The discount part of the body: a coupon code, or a manual amount with its reason. */
function discountOf(draft: NewOrderDraft): Pick<StaffOrderBody, 'coupon_code' | 'manual_discount'> {
  if (draft.discount === 'coupon') return { coupon_code: draft.couponCode.trim().toUpperCase() };
  if (draft.discount === 'manual') {
    return {
      manual_discount: { amount: Number(draft.manualAmount), reason: draft.manualReason.trim() },
    };
  }
  return {};
}

/** The body the server validates; no price or total goes in (the server prices the lines). */
export function toStaffOrderBody(draft: NewOrderDraft): StaffOrderBody {
  const { customer } = draft;
  const phone = customer?.kind === 'existing' && draft.phone.trim() ? draft.phone : undefined;
  return {
    ...(phone ? { phone } : {}),
    ...discountOf(draft),
    channel: draft.channel,
    customer:
      customer?.kind === 'existing'
        ? { user_id: customer.customer.id }
        : {
            walk_in: {
              name: customer?.name ?? '',
              phone: customer?.phone ?? '',
              email: customer?.email ?? '',
            },
          },
    items: draft.lines.map((line) => ({
      product_id: line.id,
      quantity: line.quantity,
      selected_set: line.selectedSet,
    })),
    delivery:
      draft.fulfilment === 'collect'
        ? { fulfilment: 'collect' }
        : {
            fulfilment: 'delivery',
            address: draft.address,
            pincode: draft.pincode,
            delivery_instructions: draft.instructions,
            ...(draft.deliverySlot ? { delivery_slot: draft.deliverySlot } : {}),
          },
    payment:
      draft.payment === 'cod'
        ? { method: 'cod' }
        : { method: 'showroom', mode: draft.mode, reference: draft.reference },
  };
}

/** A picked customer without a phone: staff must give the number to call for this order. */
export const needsPhone = (draft: NewOrderDraft) =>
  draft.customer?.kind === 'existing' && !draft.customer.customer.phone;

/** Field errors by the body's dotted path ('customer.walk_in.phone', 'items'), first per field. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.filter((part) => typeof part === 'string').join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
