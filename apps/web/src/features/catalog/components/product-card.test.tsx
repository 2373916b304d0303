import { afterEach, describe, expect, it } from 'vitest';
import { aProduct } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { ProductCard } from './product-card';

afterEach(resetTestState);

const card = () => document.querySelector('a') as HTMLAnchorElement;

describe('ProductCard: MRP and EMI (issue #29)', () => {
  it('shows the price, the MRP struck through with its words for a screen reader, and the percentage off', () => {
    render(<ProductCard product={aProduct({ price: 38_999, mrp: 52_000 })} />);
    const struck = card().querySelector('s');
    expect(struck?.textContent).toBe('MRP ₹52,000');
    expect(struck?.querySelector('.sr-only')?.textContent).toBe('MRP ');
    expect(card().textContent).toContain('₹38,999MRP ₹52,00025% off');
  });

  it('shows no MRP when there is none, or it is not above the price', () => {
    render(<ProductCard product={aProduct({ price: 38_999, mrp: null })} />);
    render(<ProductCard product={aProduct({ price: 38_999, mrp: 38_999 })} />);
    expect(document.querySelectorAll('s')).toHaveLength(0);
    expect(document.body.textContent).not.toContain('% off');
  });

  it('says "No-cost EMI from ₹X/month" from the minimum price up, from the longest no-cost tenure', () => {
    // The default offer: no-cost over 3 and 6 months from ₹10,000; ₹38,999 ÷ 6 = ₹6,499.83 → ₹6,500.
    render(<ProductCard product={aProduct({ price: 38_999 })} />);
    expect(document.querySelector('[data-testid="card-emi"]')?.textContent).toBe(
      'No-cost EMI from ₹6,500/month',
    );
  });

  it('says nothing about EMI below the minimum price', () => {
    render(<ProductCard product={aProduct({ price: 9_999 })} />);
    expect(document.querySelector('[data-testid="card-emi"]')).toBeNull();
    expect(document.body.textContent).not.toContain('EMI');
  });
});
