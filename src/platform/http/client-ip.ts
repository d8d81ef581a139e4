import { isIPv4, isIPv6 } from 'node:net';
import { config } from '../config.ts';

/**
 * The address rate limits are keyed on. Behind a trusted proxy it is the last X-Forwarded-For hop
 * (the one our proxy appended, which a client cannot forge); otherwise the socket address.
 */
export function clientIp(headers: Headers, socketAddress: string): string {
  if (!config().TRUST_PROXY) return socketAddress;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  return hops.at(-1) ?? socketAddress;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const [head = '', rest] = text.split('::');
  if (rest === undefined) return groups(head);
  const before = groups(head);
  const after = groups(rest);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * What one client counts as for every rate limit (forms, search, the assistant, owner sign-in):
 * an IPv4 address alone, an IPv6 address by its /64. One home connection or phone gets a whole /64
 * from its provider, so counting its single addresses would give it 2^64 fresh starts. An IPv4
 * address written as IPv6 (`::ffff:192.0.2.1`, what a dual-stack socket reports) is that IPv4
 * address; a zone id (`fe80::1%eth0`) is not part of the address. Anything that is no address is
 * its own key, unchanged.
 */
export function rateLimitKey(address: string): string {
  const trimmed = address.trim();
  const unbracketed = trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed;
  const bare = unbracketed.split('%', 1)[0]!;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
