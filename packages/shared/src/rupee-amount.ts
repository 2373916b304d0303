import { z } from 'zod';
import { MAX_ORDER_TOTAL_RUPEES } from './order-limits.ts';

const AMOUNT_RULE = 'Amount must be a rupee amount with at most two decimals';

/**
 * An amount the API takes from staff (a refund, cash received): rupees with at most two decimals
 * (paise), as every amount the API takes and sends; the server converts it to integer paise once.
 */
export const rupeeAmountSchema = z
  .number({ message: 'Amount must be a number' })
  .positive('Amount must be more than ₹0')
  .max(MAX_ORDER_TOTAL_RUPEES, 'Amount is more than any order can total')
  .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, AMOUNT_RULE);
