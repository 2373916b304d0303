import { afterEach, describe, expect, it } from 'vitest';
import { anOrder } from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { OrderItemsSection } from './order-items-section';

afterEach(resetTestState);

const chargeLine = () =>
  document.querySelector('[data-testid="order-delivery-charge"]')?.textContent ?? null;

describe('OrderItemsSection', () => {
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
