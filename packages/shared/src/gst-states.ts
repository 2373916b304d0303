/**
 * India's GST state codes (the first two digits of every GSTIN) and their names, as the GST
 * portal lists them. 25 (Daman and Diu) merged into 26 in 2020 and 28 (old Andhra Pradesh) is no
 * longer issued, so neither is listed.
 */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
} as const;

export type GstStateCode = keyof typeof GST_STATES;

export interface GstState {
  code: GstStateCode;
  name: string;
}

export function isGstStateCode(code: string): code is GstStateCode {
  return Object.hasOwn(GST_STATES, code);
}

export function gstState(code: GstStateCode): GstState {
  return { code, name: GST_STATES[code] };
}
