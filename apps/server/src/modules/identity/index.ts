/** The identity module's public face: what app.ts, server.ts and the CLI tools may use. */
export { AdminInputError, createOrPromoteAdmin, describeAdminOutcome } from './admin-accounts.ts';
export { type Auth, createAuthForConfig } from './auth.ts';
export {
  demoAccountsWarning,
  describeDemoAccounts,
  existingDemoAccounts,
  leftoverDemoAccountsWarning,
  seedDemoAccounts,
} from './demo-accounts.ts';
export {
  emailTakenByOther,
  findProfile,
  type ProfileChanges,
  type ProfileRow,
  updateProfile,
} from './profiles.ts';
export { identityRoutes } from './routes.ts';
export { sessionUserFinder } from './session-user.ts';
