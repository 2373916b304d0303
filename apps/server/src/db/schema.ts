/**
 * Every table, gathered from the modules that own them (docs/decisions/040), for drizzle-kit
 * (drizzle.config.ts reads this file to generate migrations), the database client's typing, the
 * backup and the tests. Application code never imports this index: a module's data layer imports
 * its own schema.ts, and other modules call the owner's service verbs.
 */
export * from '../modules/addresses/schema.ts';
export * from '../modules/cash-receipts/schema.ts';
export * from '../modules/catalog/schema.ts';
export * from '../modules/contact/schema.ts';
export * from '../modules/coupons/schema.ts';
export * from '../modules/customers/schema.ts';
export * from '../modules/delivery/schema.ts';
export * from '../modules/delivery-slots/schema.ts';
export * from '../modules/identity/schema.ts';
export * from '../modules/invoices/schema.ts';
export * from '../modules/mail/schema.ts';
export * from '../modules/orders/schema.ts';
export * from '../modules/payments/schema.ts';
export * from '../modules/refunds/schema.ts';
export * from '../modules/sms/schema.ts';
export * from '../modules/vocabulary/schema.ts';
