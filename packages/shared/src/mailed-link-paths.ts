/**
 * The storefront pages that mailed links open (`?token=…`): the mail builds its link with the
 * path, the web app routes it and the server answers it as a page of its own. A module without
 * zod, so the route table in the home page's entry chunk takes these strings and none of the
 * schemas beside them (decision 005: zod stays off the home page's path).
 */

/** The link that adds showroom orders to an account (decision 023). */
export const ORDER_CLAIM_PATH = '/claim-orders';

/** The password-reset link (decision 055). */
export const PASSWORD_RESET_PATH = '/reset-password';
