/**
 * An order's limits. Their own module, free of zod: the cart and the pricing (on the home page's
 * first load) need them, and importing them from orders.ts would bring the schemas and zod along.
 */
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;
/**
 * The largest total one order (and its payment) may have: a business cap, far below what the
 * integer paise columns hold. Larger carts are refused with 400 `order_too_large`.
 */
export const MAX_ORDER_TOTAL_RUPEES = 20_00_000;
/** What a line's quantity must be: the form, the API and the server's merge all say it alike. */
export const LINE_QUANTITY_RULE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;
