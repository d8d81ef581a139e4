import { config } from './config.ts';

/**
 * The address rate limits are keyed on. Behind a trusted proxy it is the last X-Forwarded-For hop
 * (the one our proxy appended, which a client cannot forge); otherwise the socket address.
 */
export function clientIp(headers: Headers, socketAddress: string): string {
  if (!config().TRUST_PROXY) return socketAddress;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  return hops.at(-1) ?? socketAddress;
}
