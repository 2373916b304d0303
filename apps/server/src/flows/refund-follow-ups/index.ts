/**
 * The refund follow-ups flow: what a refund means beyond the refunds module, written in the
 * refund's own transaction (docs/decisions/017, 018). app.ts hands these hooks to RefundService.
 */
export { refundFollowUps } from './refund-follow-ups.ts';
