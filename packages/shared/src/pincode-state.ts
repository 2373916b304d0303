import { type GstState, type GstStateCode, gstState } from './gst-states.ts';

/**
 * PIN code prefixes → GST state, longest prefix first. PIN codes follow the postal circles, not
 * the state borders, so this is exact for most of India and a documented choice where it cannot
 * be (docs/decisions/018-gst-invoices.md):
 * - a prefix shared by two states goes to the one with most of its offices: 160 Chandigarh (also
 *   Mohali, Punjab), 244/247/262 Uttar Pradesh (also parts of Uttarakhand), 396 Gujarat (also
 *   Daman and Silvassa, listed by their own longer prefixes), 605 Tamil Nadu (Puducherry town's
 *   60500–60501 listed apart), 673 Kerala (also Mahe, Puducherry), 533 Andhra Pradesh (also Yanam);
 * - 9xxxxx (Army and Field Post Offices) and unassigned prefixes have no state (null).
 */
const PREFIXES: ReadonlyArray<readonly [string, GstStateCode]> = [
  ['11', '07'],
  ['12', '06'],
  ['13', '06'],
  ['14', '03'],
  ['15', '03'],
  ['160', '04'],
  ['16', '03'],
  ['17', '02'],
  ['194', '38'],
  ['18', '01'],
  ['19', '01'],
  ...['246', '248', '249', '263'].map((p) => [p, '05'] as const),
  ...['20', '21', '22', '23', '24', '25', '26', '27', '28'].map((p) => [p, '09'] as const),
  ...['30', '31', '32', '33', '34'].map((p) => [p, '08'] as const),
  ...['39621', '39622', '39623', '39624', '36252'].map((p) => [p, '26'] as const),
  ...['36', '37', '38', '39'].map((p) => [p, '24'] as const),
  ['403', '30'],
  ...['40', '41', '42', '43', '44'].map((p) => [p, '27'] as const),
  ...['45', '46', '47', '48'].map((p) => [p, '23'] as const),
  ['49', '22'],
  ['50', '36'],
  ...['51', '52', '53'].map((p) => [p, '37'] as const),
  ...['56', '57', '58', '59'].map((p) => [p, '29'] as const),
  ...['60500', '60501', '6096'].map((p) => [p, '34'] as const),
  ...['60', '61', '62', '63', '64'].map((p) => [p, '33'] as const),
  ['68255', '31'],
  ...['67', '68', '69'].map((p) => [p, '32'] as const),
  ['737', '11'],
  ['744', '35'],
  ...['70', '71', '72', '73', '74'].map((p) => [p, '19'] as const),
  ...['75', '76', '77'].map((p) => [p, '21'] as const),
  ...['790', '791', '792'].map((p) => [p, '12'] as const),
  ...['793', '794'].map((p) => [p, '17'] as const),
  ['795', '14'],
  ['796', '15'],
  ...['797', '798'].map((p) => [p, '13'] as const),
  ['799', '16'],
  ['78', '18'],
  ...['814', '815', '816', '822', '825', '826', '827', '828', '829'].map((p) => [p, '20'] as const),
  ...['831', '832', '833', '834', '835'].map((p) => [p, '20'] as const),
  ...['80', '81', '82', '83', '84', '85'].map((p) => [p, '10'] as const),
];

/** Longest prefix first, so an exception always beats the broader rule it carves out of. */
const BY_LENGTH = [...PREFIXES].sort((a, b) => b[0].length - a[0].length);

/** The GST state of a delivery PIN code, or null when the table has none (see above). */
export function stateOfPincode(pincode: string): GstState | null {
  const match = BY_LENGTH.find(([prefix]) => pincode.startsWith(prefix));
  return match ? gstState(match[1]) : null;
}
