import { hkdfSync } from 'node:crypto';
import type { SecretConfig } from 'better-auth';
import { authSecret } from './secret.server.ts';

/**
 * One configured secret (AUTH_SECRET or DATA_DIR/auth-secret), a separate key for each use, derived
 * with HKDF-SHA-256 under its own label (ADR 042). A new label version replaces that key alone:
 * cookies (owner sessions end), links (outstanding signatures stop working), or two-factor secrets
 * (seeds are encrypted again at start-up; the old version stays listed until then).
 */
export const KEY_LABELS = {
  cookies: 'kwento/cookies/v1',
  links: 'kwento/links/v1',
} as const;

/** Versions of the key that encrypts TOTP seeds and backup codes; the highest encrypts, all decrypt. */
export const TWO_FACTOR_KEY_LABELS: Readonly<Record<number, string>> = {
  1: 'kwento/totp/v1',
};

/** 32 bytes from `secret` for the use named by `label`, as base64url text (better-auth takes strings). */
export function deriveKey(secret: string, label: string): string {
  return Buffer.from(hkdfSync('sha256', secret, '', label, 32)).toString('base64url');
}

/** Signs the owner's session cookies (better-auth's `secret`). */
export const cookieKey = (secret = authSecret()) => deriveKey(secret, KEY_LABELS.cookies);

/** Signs or MACs anything put into a link (none may reuse the cookie or two-factor keys). */
export const linksKey = (secret = authSecret()) => deriveKey(secret, KEY_LABELS.links);

/**
 * The keys better-auth encrypts two-factor secrets with, in its own versioned form: new ciphertexts
 * carry the current version (`$ba$<version>$…`); bare ciphertexts written before keys were separated
 * decrypt with the configured secret itself, until the start-up re-encryption has replaced them.
 */
export function twoFactorKeys(secret = authSecret()): SecretConfig {
  const versions = Object.keys(TWO_FACTOR_KEY_LABELS).map(Number);
  return {
    keys: new Map(versions.map((version) => [version, deriveKey(secret, TWO_FACTOR_KEY_LABELS[version]!)])),
    currentVersion: Math.max(...versions),
    legacySecret: secret,
  };
}
