import { toPaise } from './money.ts';

/**
 * The MRP (maximum retail price) against the selling price, as Indian shops show it: "₹38,999
 * ₹52,000 25% off". Prices in rupees as the API sends them; worked out in paise. The percentage is
 * rounded down, so the shop never claims more off than it gives; under 1 % off, or with no MRP
 * above the price, there is nothing to show (null).
 */
export function mrpDiscount(product: {
  price: number;
  mrp?: number | null;
}): { mrp: number; percentOff: number } | null {
  if (product.mrp == null) return null;
  const pricePaise = toPaise(product.price);
  const mrpPaise = toPaise(product.mrp);
  if (mrpPaise <= pricePaise) return null;
  const percentOff = Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise);
  return percentOff >= 1 ? { mrp: product.mrp, percentOff } : null;
}
