import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './client-ip.ts';

describe('rateLimitKey', () => {
  it('keys an IPv4 address on itself', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('203.0.113.10')).not.toBe(rateLimitKey('203.0.113.9'));
  });

  it('keys an IPv6 address on its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2:0:0:0:0',
      '2001:db8:1:2::',
      '[2001:db8:1:2::99]',
      '2001:db8:1:2::7:203.0.113.9',
    ]) {
      expect(rateLimitKey(address), address).toBe(key);
    }
  });

  it('tells apart addresses that differ anywhere in the first 64 bits', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:3::1', '2001:db8:2:2::1', '2001:db9:1:2::1', '3001:db8:1:2::1'].map(rateLimitKey);
    expect(new Set(keys).size).toBe(5);
  });

  it('expands :: where it stands, not always at the end', () => {
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('::')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('2001:db8::1:2:3:4')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('2001::1:0:0:1')).toBe('2001:0:0:0::/64');
    expect(rateLimitKey('1:2:3::8')).toBe('1:2:3:0::/64');
    expect(rateLimitKey('1:2:3:4:5::8')).toBe('1:2:3:4::/64');
    expect(rateLimitKey('fd00::a:b:c:d')).toBe('fd00:0:0:0::/64');
  });

  it('drops a zone id', () => {
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitKey('fe80::2%25')).toBe(rateLimitKey('fe80::1'));
  });

  it('keys an IPv4 address written as IPv6 (a dual-stack socket) on the IPv4 address', () => {
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(rateLimitKey('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('::ffff:203.0.113.10')).not.toBe(rateLimitKey('::ffff:203.0.113.9'));
  });

  it('keeps anything that is no address as it is', () => {
    expect(rateLimitKey('unknown')).toBe('unknown');
    expect(rateLimitKey('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(rateLimitKey('')).toBe('');
  });
});
