/**
 * The storefront page the mailed reset link opens (`?token=…`, docs/decisions/055): the mail
 * builds its link with it and the web app routes it. A module of its own, without zod, so the
 * route table in the home page's entry chunk takes this string and none of the reset's schemas.
 */
export const PASSWORD_RESET_PATH = '/reset-password';
