import { describe, expect, it } from 'vitest';
import {
  FALLBACK_GROWTH,
  type FallbackOrder,
  type FallbackProduct,
  fallbackLowStock,
  fallbackRecentOrders,
  fallbackSeries,
  fallbackStats,
  fallbackTopProducts,
} from './admin-dashboard-fallback.ts';
import type { OrderStatus, PaymentStatus } from './order-status.ts';

const NOW = new Date('2026-03-31T06:30:00Z'); // 12:00 IST
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

let sequence = 1000;
function order(
  status: OrderStatus,
  total: number,
  createdAt: string,
  items: { product: string; name?: string; quantity: number; price: number }[] = [],
): FallbackOrder {
  sequence++;
  return {
    id: `order-${sequence}`,
    number: sequence,
    customer_name: `Customer ${sequence}`,
    email: `c${sequence}@example.in`,
    total_amount: total,
    status,
    payment_status: 'pending',
    created_at: createdAt,
    channel: 'online',
    items: items.map((item) => ({
      id: `item-${sequence}-${item.product}`,
      quantity: item.quantity,
      price: item.price,
      selected_set: false,
      name: item.name ?? item.product,
      product: {
        id: item.product,
        name: item.name ?? item.product,
        price: item.price,
        image: `/media/${item.product}.webp`,
        brand: 'Teakline',
        category: 'beds',
        description: '',
      },
    })),
  };
}

function product(name: string, stock: number, threshold = 10): FallbackProduct {
  return {
    _id: `p-${name}`,
    name,
    brand: 'Teakline',
    category: 'beds',
    image: `/media/${name}.webp`,
    stock,
    stock_threshold: threshold,
  };
}

const ORDERS = [
  order('new', 1000.1, daysAgo(1)),
  order('processing', 2000.2, daysAgo(29.9)),
  order('cancelled', 5000, daysAgo(2)),
  order('delivered', 3000, daysAgo(31)),
  order('completed', 4000, daysAgo(45)),
  order('dispatched', 700.7, daysAgo(10)),
];

describe('fallbackStats (SPEC §7/§9)', () => {
  const stats = fallbackStats(
    {
      orders: ORDERS,
      products: { items: [product('a', 4), product('b', 30), product('c', 0)], total: 5 },
      customerCount: 7,
    },
    NOW,
  );

  it('sums counted orders of the last 30 days as monthly revenue, to the paisa', () => {
    // new + processing + dispatched; the cancelled one and the older ones are out.
    expect(stats.monthlyRevenue).toBe(3701);
  });

  it('counts as collected only the last 30 days paid or partly refunded, not cash still due', () => {
    const paid = (payment_status: PaymentStatus, total: number, days: number, status = 'new') => ({
      ...order(status as OrderStatus, total, daysAgo(days)),
      payment_status,
    });
    const collected = fallbackStats(
      {
        orders: [
          paid('paid', 1000.25, 1),
          paid('partially_refunded', 500, 3),
          paid('pending', 9000, 2),
          paid('refunded', 800, 4),
          paid('paid', 7000, 40),
          paid('paid', 600, 5, 'cancelled'),
        ],
        products: null,
        customerCount: null,
      },
      NOW,
    );
    expect(collected.monthlyCollected).toBe(1500.25);
    expect(collected.monthlyRevenue).toBe(11_300.25);
  });

  it('counts pending (new, processing), completed (delivered, completed) and all orders', () => {
    expect(stats.pendingOrders).toBe(2);
    expect(stats.completedOrders).toBe(2);
    expect(stats.totalOrders).toBe(6);
  });

  it('averages every counted order, all time', () => {
    // (1000.1 + 2000.2 + 3000 + 4000 + 700.7) / 5
    expect(stats.averageOrderValue).toBe(2140.2);
  });

  it('adds up the loaded stock and keeps the product and customer totals', () => {
    expect(stats.totalInventory).toBe(34);
    expect(stats.totalProducts).toBe(5);
    expect(stats.totalCustomers).toBe(7);
  });

  it('uses the fixed growth 12 / 5 / 18 for revenue / orders / customers', () => {
    expect([stats.revenueGrowth, stats.orderGrowth, stats.customerGrowth]).toEqual([12, 5, 18]);
    expect(FALLBACK_GROWTH).toEqual({ revenue: 12, orders: 5, customers: 18 });
  });

  it('gives zeros for sources that failed too', () => {
    expect(fallbackStats({ orders: null, products: null, customerCount: null }, NOW)).toMatchObject(
      {
        totalInventory: 0,
        totalProducts: 0,
        pendingOrders: 0,
        totalCustomers: 0,
        monthlyRevenue: 0,
        totalOrders: 0,
        averageOrderValue: 0,
      },
    );
  });
});

describe('fallback lists', () => {
  it('takes the newest orders first, with the number breaking a tie', () => {
    const sameTime = daysAgo(0.5);
    const a = order('new', 10, sameTime);
    const b = order('new', 20, sameTime);
    const recent = fallbackRecentOrders([...ORDERS, a, b], 4);
    expect(recent.map((o) => o.number)).toEqual([
      b.number,
      a.number,
      ORDERS[0]?.number,
      ORDERS[2]?.number,
    ]);
    expect(Object.keys(recent[0] ?? {}).sort()).toEqual([
      'channel',
      'created_at',
      'customer_name',
      'email',
      'id',
      'number',
      'status',
      'total_amount',
    ]);
  });

  it('lists products below their own threshold, lowest stock first', () => {
    const low = fallbackLowStock(
      [
        product('Sofa', 5),
        product('Bed', 2),
        product('Chair', 10),
        product('Desk', 12, 20),
        product('Lamp', 0),
      ],
      3,
    );
    expect(low.map((p) => [p.name, p.stock])).toEqual([
      ['Lamp', 0],
      ['Bed', 2],
      ['Sofa', 5],
    ]);
    expect(fallbackLowStock([product('Chair', 10)], 3)).toEqual([]);
  });

  it('ranks products by units sold in counted orders, named by their latest sale', () => {
    const top = fallbackTopProducts(
      [
        order('new', 0, daysAgo(1), [
          { product: 'bed', name: 'Bed (new name)', quantity: 1, price: 100 },
        ]),
        order('completed', 0, daysAgo(40), [
          { product: 'bed', name: 'Bed (old name)', quantity: 2, price: 90.5 },
          { product: 'chair', quantity: 3, price: 10 },
        ]),
        order('cancelled', 0, daysAgo(1), [{ product: 'chair', quantity: 50, price: 10 }]),
        order('new', 0, daysAgo(3), [{ product: 'sofa', quantity: 3, price: 500 }]),
      ],
      2,
    );
    expect(top).toEqual([
      { product_id: 'sofa', name: 'sofa', image: '/media/sofa.webp', units_sold: 3, revenue: 1500 },
      {
        product_id: 'bed',
        name: 'Bed (new name)',
        image: '/media/bed.webp',
        units_sold: 3,
        revenue: 281,
      },
    ]);
  });
});

describe('fallbackSeries', () => {
  it('gives one point per day in India for 30 days, zeros included, without cancelled orders', () => {
    const orders = [
      order('new', 100, '2026-03-30T18:29:00Z'), // 23:59 IST on the 30th
      order('new', 50.5, '2026-03-30T18:31:00Z'), // 00:01 IST on the 31st
      order('processing', 10, '2026-03-31T01:00:00Z'),
      order('cancelled', 999, '2026-03-31T02:00:00Z'),
      order('new', 1, '2026-03-01T18:29:00Z'), // 1 March in India: outside the 30 days
      order('new', 2, '2026-03-01T18:30:00Z'), // 2 March 00:00 IST: the first day
    ];
    const revenue = fallbackSeries(orders, NOW, 'month', 'revenue');
    expect(revenue.points).toHaveLength(30);
    expect(revenue.points[0]).toEqual({ date: '2026-03-02', value: 2 });
    expect(revenue.points.at(-2)).toEqual({ date: '2026-03-30', value: 100 });
    expect(revenue.points.at(-1)).toEqual({ date: '2026-03-31', value: 60.5 });
    expect(revenue.points.filter((p) => p.value === 0)).toHaveLength(27);

    const counts = fallbackSeries(orders, NOW, 'week', 'orders');
    expect(counts.points.map((p) => p.value)).toEqual([0, 0, 0, 0, 0, 1, 2]);
    expect(counts.period).toBe('week');
  });
});
