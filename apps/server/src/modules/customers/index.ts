/** The customers module's public face: the admin panel's customer routes, and walk-in customers. */
export { customerAdminRoutes } from './admin-routes.ts';
export {
  CUSTOMER_NOT_FOUND,
  findAccountByEmail,
  findBuyer,
  findOrCreateWalkIn,
  hasUnclaimedWalkIns,
  lockUnclaimedWalkIns,
  markWalkInsClaimed,
  type OrderBuyer,
} from './walk-ins.ts';
