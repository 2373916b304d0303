/**
 * The pincodes module's public face (docs/decisions/048-pincode-dataset.md): which pincodes exist
 * in India, their district, GST state and coordinates, from a dataset kept in the repository.
 */
export { lookupPincode, requireKnownPincode, UNKNOWN_PINCODE } from './service.ts';
export type { PincodeInfo } from './types.ts';
