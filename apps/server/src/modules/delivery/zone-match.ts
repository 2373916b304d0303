import type { PincodeInfo } from '../pincodes/index.ts';
import { lookupPincode } from '../pincodes/index.ts';
import { distanceKm } from './distance.ts';
import type { ZoneRow } from './repository.ts';

/** Whether a zone takes a pincode: listed, by prefix, within its radius, or as the catch-all. */
function takes(zone: ZoneRow, place: PincodeInfo): boolean {
  if (zone.restOfIndia) return true;
  if (zone.pincodes.includes(place.pincode)) return true;
  if (zone.prefixes.some((prefix) => place.pincode.startsWith(prefix))) return true;
  if (zone.withinKm === null || zone.originPincode === null || !place.coordinates) return false;
  const origin = lookupPincode(zone.originPincode)?.coordinates;
  return origin ? distanceKm(origin, place.coordinates) <= zone.withinKm : false;
}

/** The first zone by position that takes the pincode; undefined when none does. */
export function zoneFor(zones: readonly ZoneRow[], place: PincodeInfo): ZoneRow | undefined {
  return zones.find((zone) => takes(zone, place));
}
