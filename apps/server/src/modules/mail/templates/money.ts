import { formatRupees, fromPaise } from '@sheesham/shared';

/** ₹ in the Indian grouping (₹1,25,000), through the shared formatter the site uses. */
export const rupees = (paise: number) => formatRupees(fromPaise(paise));
