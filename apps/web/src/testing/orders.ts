import type { Order, OrderItem, OrderStatus } from '@sheesham/shared';

/** A test item: a product snapshot as the order stored it. */
export function anItem(overrides: Partial<OrderItem> & { productId?: string } = {}): OrderItem {
  const { productId = 'prod-bed', ...rest } = overrides;
  return {
    id: `item-${productId}`,
    quantity: 1,
    price: 45000,
    selected_set: false,
    name: 'Jaisalmer King Bed',
    product: {
      id: productId,
      name: 'Jaisalmer King Bed',
      price: 45000,
      image: '/media/products/bed.webp',
      brand: 'Sheesham Works',
      category: 'beds',
      description: 'A solid sheesham bed.',
    },
    ...rest,
  };
}

/** A test order (COD, one bed) in the "as read" shape; status history follows the status. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  const status: OrderStatus = overrides.status ?? 'new';
  const created = '2026-03-05T10:30:00.000Z';
  return {
    id: `order-${overrides.number ?? 1001}`,
    number: 1001,
    customer_name: 'Asha Verma',
    email: 'asha@example.in',
    phone: '+919829012345',
    items: [anItem()],
    total_amount: 45000,
    delivery_charge: 0,
    payment_method: 'cod',
    payment_status: 'pending',
    channel: 'online',
    fulfilment: 'delivery',
    delivery_slot: null,
    discount_amount: 0,
    coupon_code: null,
    discount_given_by: null,
    discount_reason: null,
    payment_mode: null,
    created_by: null,
    cash_received: null,
    payment_reference_id: null,
    razorpay_order_id: null,
    payment_error_message: null,
    status,
    created_at: created,
    date: created,
    address: '12 Civil Lines, Jaipur',
    pincode: '302006',
    delivery_instructions: '',
    history:
      status === 'new'
        ? [{ status: 'new', at: created }]
        : [
            { status: 'new', at: created },
            { status, at: '2026-03-07T09:00:00.000Z' },
          ],
    refunds: [],
    ...overrides,
  };
}

/** One sofa ordered twice: as the Complete Set at the set price, and plain (issue #24). */
export const SET_AND_PLAIN_SOFA: OrderItem[] = [
  anItem({
    productId: 'sofa',
    id: 'item-sofa-set',
    name: 'Mehrangarh Sofa',
    price: 62_999,
    selected_set: true,
  }),
  anItem({ productId: 'sofa', id: 'item-sofa', name: 'Mehrangarh Sofa', price: 38_999 }),
];

/** The name each order line under `root` is shown by: its first paragraph. */
export function shownLineNames(root: ParentNode | null | undefined): string[] {
  return [...(root?.querySelectorAll('li') ?? [])].map(
    (line) => line.querySelector('p')?.textContent ?? '',
  );
}

/** What SET_AND_PLAIN_SOFA's lines must be called wherever an order is shown. */
export const SET_AND_PLAIN_SOFA_NAMES = ['Mehrangarh Sofa (Complete Set)', 'Mehrangarh Sofa'];
