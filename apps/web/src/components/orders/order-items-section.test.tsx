import { afterEach, describe, expect, it } from 'vitest';
import { anItem, anOrder } from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { OrderItemsSection } from './order-items-section';

afterEach(resetTestState);

const amounts = () =>
  [...document.querySelectorAll('[data-testid="order-amounts"] > div')].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

const chargeLine = () =>
  document.querySelector('[data-testid="order-delivery-charge"]')?.textContent ?? null;

describe('OrderItemsSection (issue #29)', () => {
  it('shows the subtotal, the discount with its code and the delivery charge above the total', () => {
    const { container } = render(
      <OrderItemsSection
        order={anOrder({
          items: [
            anItem({ price: 45000, quantity: 1 }),
            anItem({ productId: 'chair', price: 8500.5, quantity: 2 }),
          ],
          discount_amount: 6200.1,
          coupon_code: 'DIWALI10',
          delivery_charge: 1500,
          total_amount: 57300.9,
        })}
      />,
    );
    expect(amounts()).toEqual([
      ['Subtotal', '₹62,001'],
      ['Discount (DIWALI10)', '−₹6,200.1'],
    ]);
    expect(chargeLine()).toBe('Delivery charge₹1,500');
    expect(container.textContent).toContain('Total₹57,300.9');
  });

  it("names a staff member's discount without a code, and shows an order without one as before", () => {
    const { container, unmount } = render(
      <OrderItemsSection order={anOrder({ discount_amount: 500, total_amount: 44500 })} />,
    );
    expect(amounts()).toEqual([
      ['Subtotal', '₹45,000'],
      ['Discount', '−₹500'],
    ]);
    expect(container.textContent).toContain('Total₹44,500');
    unmount();

    render(<OrderItemsSection order={anOrder()} />);
    expect(document.querySelector('[data-testid="order-amounts"]')).toBeNull();
    expect(document.body.textContent).toContain('Total₹45,000');
  });
});

describe('OrderItemsSection: the delivery charge (issue #26)', () => {
  it('shows a delivery’s charge as its own line above the total that includes it', () => {
    render(<OrderItemsSection order={anOrder({ delivery_charge: 1499, total_amount: 46499 })} />);
    expect(chargeLine()).toBe('Delivery charge₹1,499');
    expect(document.body.textContent).toContain('Total₹46,499');
  });

  it('says Free within the free zone, and has no line for a collection', () => {
    render(<OrderItemsSection order={anOrder()} />);
    expect(chargeLine()).toBe('Delivery chargeFree');
    resetTestState();
    render(<OrderItemsSection order={anOrder({ fulfilment: 'collect' })} />);
    expect(chargeLine()).toBeNull();
  });
});
