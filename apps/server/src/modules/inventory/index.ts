/**
 * The inventory module's public face: stock taken by orders and returned when they release it.
 * Every verb takes the caller's transaction handle, so stock changes commit or roll back with the
 * order that causes them (docs/decisions/040).
 */
export {
  type AlongsideStock,
  assertInStock,
  needsPerProduct,
  returnStock,
  type StockNeed,
  takeStock,
} from './service.ts';
