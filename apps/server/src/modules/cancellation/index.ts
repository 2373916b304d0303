/**
 * The cancellation flow's public face: what happens in other modules when an order is
 * cancelled, as one hook app.ts gives the orders module.
 */
export { cancellationHook } from './cancellation-hook.ts';
