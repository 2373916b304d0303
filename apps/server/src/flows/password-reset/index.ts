/**
 * The password-reset flow (docs/decisions/055): a reset asked for an account is mailed through the
 * outbox, and its link's token is made as the mail is sent.
 */
export { PASSWORD_RESET_LINK, PasswordResetMail } from './service.ts';
