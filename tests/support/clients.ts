// The visitors of a test: a client address and an e-mail address no other test uses.
import { randomBytes, randomInt } from 'node:crypto';

const hex = (n: number) => n.toString(16);

/** fdXX:XXXX:XXXX: an RFC 4193 unique local /48 with 40 random bits, this process's own. */
const newPrefix = () => {
  const bits = randomBytes(5);
  return `fd${bits.toString('hex', 0, 1)}:${bits.toString('hex', 1, 3)}:${bits.toString('hex', 3, 5)}`;
};

let prefix = newPrefix();
let subnets = 0;

/**
 * A /64 network no other test uses (`fdXX:XXXX:XXXX:XXXX`, four groups): the site counts an IPv6
 * client by its /64, so two test clients are told apart only by their first 64 bits.
 */
export function uniqueNetwork(): string {
  if (subnets > 0xffff) {
    prefix = newPrefix();
    subnets = 0;
  }
  const subnet = subnets;
  subnets += 1;
  return `${prefix}:${hex(subnet)}`;
}

/** An address in `network` (a /64 from uniqueNetwork), with a random interface identifier. */
export const addressIn = (network: string): string => `${network}:${Array.from({ length: 4 }, () => hex(randomInt(0x10000))).join(':')}`;

/**
 * A client address no other test uses, in a /64 of its own: the server rate-limits each form per
 * client (behind TRUST_PROXY=1 it reads X-Forwarded-For), so tests must not share one.
 */
export const uniqueAddress = (): string => addressIn(uniqueNetwork());

/** A fresh e-mail address nobody has used, e.g. `t-3f9a…@example.com`. */
export function uniqueEmail(prefix = 't'): string {
  return `${prefix}-${Date.now().toString(36)}${randomInt(1e9).toString(36)}@example.com`;
}
