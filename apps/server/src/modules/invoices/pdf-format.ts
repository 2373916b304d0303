import type { GstState } from '@sheesham/shared/gst-states';
import { GST_STATES } from '@sheesham/shared/gst-states';

/** Words and figures as the PDF prints them. */

const rupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const day = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** 4576271 → "45,762.71" (the column heads say ₹). */
export const amount = (paise: number) => rupees.format(paise / 100);

/** 4576271 → "₹45,762.71". */
export const rupeeAmount = (paise: number) => `₹${amount(paise)}`;

/** The date in India: "25 Nov 2026". */
export const indianDate = (instant: Date | string) => day.format(new Date(instant));

/** 1800 → "18%", 250 → "2.5%". */
export const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** "Rajasthan (08)". */
export const stateWithCode = (state: GstState) =>
  `${GST_STATES[state.code] ?? state.name} (${state.code})`;
