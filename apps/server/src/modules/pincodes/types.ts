import type { GstState } from '@sheesham/shared/gst-states';

/** What the shop knows of a pincode from the kept dataset (decision 048). */
export interface PincodeInfo {
  pincode: string;
  district: string;
  /** The GST state: an invoice's place of supply for a delivery to this pincode. */
  state: GstState;
  /** The median of the pincode's places; null where the source has none. */
  coordinates: { lat: number; lon: number } | null;
}
