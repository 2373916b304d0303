/**
 * The identity module's public face: what app.ts, server.ts and the CLI tools may use, and the
 * walk-in customers (user rows without a password) that staff orders and claims work with.
 */
export { AdminInputError, createOrPromoteAdmin, describeAdminOutcome } from './admin-accounts.ts';
export { type Auth, createAuthForConfig } from './auth.ts';
export { clerkIdentityRoutes } from './clerk-routes.ts';
export { clerkSessionUserFinder } from './clerk-session-user.ts';
export {
  demoAccountsWarning,
  describeDemoAccounts,
  existingDemoAccounts,
  leftoverDemoAccountsWarning,
  seedDemoAccounts,
} from './demo-accounts.ts';
export {
  type OnPasswordResetRequested,
  type PasswordResetMailing,
  type PasswordResetRequest,
  renewResetToken,
} from './password-reset.ts';
export { phoneRoutes } from './phone-routes.ts';
export { isPhonePlaceholderEmail } from './phone-sign-in.ts';
export {
  emailTakenByOther,
  findProfile,
  type ProfileChanges,
  type ProfileRow,
  updateProfile,
} from './profiles.ts';
export { identityRoutes } from './routes.ts';
export { sessionUserFinder } from './session-user.ts';
export {
  CUSTOMER_NOT_FOUND,
  findAccountByEmail,
  findBuyer,
  findOrCreateWalkIn,
  hasUnclaimedWalkIns,
  lockUnclaimedWalkIns,
  markWalkInsClaimed,
  type OrderBuyer,
  searchOrderCustomers,
} from './walk-ins.ts';
