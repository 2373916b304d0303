import { describe, expect, it } from 'vitest';
import { ipLimitKey } from './ip-limit-key.ts';

describe('ipLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(ipLimitKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys IPv6 addresses by their /64, whatever their spelling', () => {
    const key = ipLimitKey('2001:db8:aa:bb::1');
    expect(key).toBe('2001:db8:aa:bb::/64');
    for (const same of [
      '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
      '2001:0DB8:00aa:00bb:1234:5678:9abc:def0',
      '2001:db8:aa:bb:0:0:0:2%eth0',
    ]) {
      expect(ipLimitKey(same), same).toBe(key);
    }
  });

  it('gives different /64s different keys', () => {
    expect(ipLimitKey('2001:db8:aa:bc::1')).not.toBe(ipLimitKey('2001:db8:aa:bb::1'));
    expect(ipLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(ipLimitKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(ipLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(ipLimitKey('::ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('leaves something that is not an IP alone', () => {
    expect(ipLimitKey('unknown')).toBe('unknown');
  });
});
