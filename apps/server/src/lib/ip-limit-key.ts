import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-IP limit counts under. An IPv4 address is its own key; an IPv6 address is keyed
 * by its /64, because one customer line or server usually gets a whole /64 and could otherwise
 * rotate through 2^64 addresses to reset its count. IPv4-mapped IPv6 (::ffff:a.b.c.d) counts as
 * the IPv4 address. Anything else (not an IP) is used as it is.
 */
export function ipLimitKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // drop an IPv6 zone id (fe80::1%eth0)
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = expandIPv6(address);
  if (isIPv4Mapped(groups)) return mappedIPv4(groups);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** Eight lower-case hextets without leading zeros; an embedded IPv4 tail becomes two hextets. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const tail = text.slice(text.lastIndexOf(':') + 1);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

function isIPv4Mapped(groups: string[]): boolean {
  return groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff';
}

function mappedIPv4(groups: string[]): string {
  const [high = 0, low = 0] = groups.slice(6).map((group) => Number.parseInt(group, 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
