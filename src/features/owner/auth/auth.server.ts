import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { OWNER_PASSWORD_MAX } from '../schema.ts';
import { site } from '../../../site.config.ts';
import { config } from '../../../platform/config.ts';
import { getDb } from '../../../platform/db/client.ts';
import { authAccounts, authSessions, authTwoFactors, authUsers, authVerifications } from '../../../platform/db/schema.ts';
import { log } from '../../../platform/log.ts';
import { cookieKey, twoFactorKeys } from './keys.server.ts';

/** ASVS 6.2.1/6.2.9: length is the only rule, no composition rules. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = OWNER_PASSWORD_MAX;
/** A session ends this long after sign-in, however active it is (checked in session.ts). */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** ...and earlier after this long without a page view (better-auth's sliding expiry). */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
/** Our own client address (client-ip.ts) travels to better-auth in this header, never the visitor's. */
export const CLIENT_IP_HEADER = 'x-kwento-client-ip';

/**
 * better-auth encrypts two-factor secrets with `ctx.context.secretConfig`, which it builds from the
 * same value that signs cookies, and its two-factor plugin has no option for another key. A plugin's
 * `init` may return changes to the context: this one hands the encryption its own keys (ADR 042).
 */
const twoFactorEncryptionKeys = (): BetterAuthPlugin => ({
  id: 'kwento-two-factor-keys',
  init: () => ({ context: { secretConfig: twoFactorKeys() } }),
});

function createAuth() {
  const { SITE_URL } = config();
  return betterAuth({
    appName: site.name,
    baseURL: SITE_URL,
    secret: cookieKey(),
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        twoFactor: authTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // No sign-up: owner accounts come from `npm run admin:create` only.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 5 * 60,
    },
    advanced: {
      useSecureCookies: SITE_URL.startsWith('https:'),
      cookiePrefix: 'kwento-admin',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // better-auth's HTTP router is not mounted (every call is a server-side auth.api call, which its
    // limiter skips); sign-in has its own limiter in login-limit.ts.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      // Messages only: better-auth passes request details (e-mail addresses) as extra arguments.
      log: (level, message) => log[level === 'debug' ? 'debug' : level]({ source: 'better-auth' }, message),
    },
    plugins: [
      twoFactor({
        issuer: site.name,
        // The CLI sets TOTP up for a new owner at the terminal, where nobody can type a code back.
        skipVerificationOnEnable: true,
        totpOptions: { digits: 6, period: 30 },
        // Its lock would shut the owner out after 10 wrong codes from anyone with the password; the
        // client that fails is limited instead (login-limit.ts, ADR 041).
        accountLockout: { enabled: false },
      }),
      twoFactorEncryptionKeys(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

/** The one better-auth instance of this process (created on first use: it needs the database URL). */
export function getAuth(): Auth {
  instance ??= createAuth();
  return instance;
}
