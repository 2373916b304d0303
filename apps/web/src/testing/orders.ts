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
    payment_method: 'cod',
    payment_status: 'pending',
    channel: 'online',
    fulfilment: 'delivery',
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
