import { APIError } from 'better-auth/api';
import { log } from '../../../platform/log.ts';
import { isTotpCode, SIGN_IN_INVALID, validateSignIn, type SignInInput } from '../schema.ts';
import { formValues } from '../../../ui/forms/fields.ts';
import { getAuth } from './auth.server.ts';
import {
  claimTotpCode,
  countWrongTotp,
  loginKeys,
  releaseLoginAttempt,
  spendAddress,
  takeLoginAttempt,
  totpPausedFor,
  type LoginSlot,
} from './login-limit.server.ts';
import { authHeaders } from './request-headers.server.ts';

export const LOGIN_MESSAGES = {
  missing: SIGN_IN_INVALID,
  credentials: 'The email or password is not correct.',
  code: 'The authentication code is not correct. Use the current 6-digit code from your authenticator app.',
  reused: 'This authentication code has already been used. Wait for the next code from your authenticator app.',
  noSecondFactor: 'This account has no authentication app set up. Create it again with `npm run admin:create`.',
  limited: (seconds: number) =>
    `Too many failed sign-ins. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''} and try again.`,
  totpPaused: (seconds: number) =>
    `Too many wrong authentication codes were tried on this account. Codes from your authenticator app work again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}; sign in with one of your backup codes meanwhile.`,
} as const;

export type SignInOutcome =
  | 'success'
  | 'invalid_input'
  | 'bad_credentials'
  | 'bad_code'
  | 'reused_code'
  | 'no_second_factor'
  | 'totp_paused'
  | 'rate_limited';

export type SignInResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; outcome: Exclude<SignInOutcome, 'success'>; status: 400 | 401 | 429; message: string; retryAfter?: number };

function record(outcome: SignInOutcome, ip: string, extra: Record<string, unknown> = {}) {
  // ASVS 16.3.1: outcome, address and UTC time; never the password or the e-mail address.
  log.info({ event: 'admin_sign_in', outcome, ip, at: new Date().toISOString(), ...extra }, 'owner sign-in');
}

type Failure = Extract<SignInOutcome, 'bad_credentials' | 'bad_code' | 'reused_code'>;

/**
 * A wrong password or code. While the account is under attack the answer says only that this
 * address must wait (so a guess reveals nothing about which part was right), and the address has
 * used up its attempts; the log keeps what really happened.
 */
async function failed(slot: Extract<LoginSlot, { allowed: true }>, outcome: Failure, ip: string, message: string): Promise<SignInResult> {
  if (!slot.accountUnderAttack) {
    record(outcome, ip);
    return { ok: false, outcome, status: 401, message };
  }
  const retryAfter = await spendAddress(slot.keys);
  record(outcome, ip, { accountUnderAttack: true });
  return { ok: false, outcome: 'rate_limited', status: 429, message: LOGIN_MESSAGES.limited(retryAfter), retryAfter };
}

const cookiePair = (setCookie: string) => setCookie.split(';', 1)[0]!.trim();

/**
 * Password, then second factor, in one server-side exchange with better-auth: its sign-in answers
 * with a short-lived "two_factor" cookie instead of a session, which we hand straight back to its
 * TOTP (or backup code) check; only the session cookie that check issues reaches the browser.
 */
export async function signInOwner(input: SignInInput | null, request: Headers, ip: string): Promise<SignInResult> {
  if (!input) {
    record('invalid_input', ip);
    return { ok: false, outcome: 'invalid_input', status: 400, message: LOGIN_MESSAGES.missing };
  }
  const slot = await takeLoginAttempt(loginKeys(ip, input.email));
  if (!slot.allowed) {
    record('rate_limited', ip);
    return { ok: false, outcome: 'rate_limited', status: 429, message: LOGIN_MESSAGES.limited(slot.retryAfter), retryAfter: slot.retryAfter };
  }
  const auth = getAuth();
  // A stale session or challenge cookie of this browser plays no part in a new sign-in.
  const headers = authHeaders(request, ip, null);

  let challenge: string | undefined;
  try {
    const { headers: out, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers,
      returnHeaders: true,
    });
    const cookies = out.getSetCookie();
    if (!('twoFactorRedirect' in response && response.twoFactorRedirect)) {
      // Password right but no second factor: never let such an account in.
      const session = cookies.find((c) => c.includes('.session_token='));
      if (session) await auth.api.signOut({ headers: authHeaders(request, ip, cookiePair(session)) }).catch(() => {});
      record('no_second_factor', ip);
      return { ok: false, outcome: 'no_second_factor', status: 401, message: LOGIN_MESSAGES.noSecondFactor };
    }
    challenge = cookies.map(cookiePair).find((c) => c.includes('.two_factor='));
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return failed(slot, 'bad_credentials', ip, LOGIN_MESSAGES.credentials);
    throw error;
  }
  if (!challenge) throw new Error('better-auth issued no two-factor challenge cookie');
  if (isTotpCode(input.code)) {
    // Only the right password gets this far, and codes pause only after someone holding it guessed
    // them: saying so tells that person nothing new, and tells the owner to use a backup code.
    const paused = await totpPausedFor(input.email);
    if (paused) {
      record('totp_paused', ip);
      return { ok: false, outcome: 'totp_paused', status: 429, message: LOGIN_MESSAGES.totpPaused(paused), retryAfter: paused };
    }
    if (!(await claimTotpCode(input.email, input.code))) return failed(slot, 'reused_code', ip, LOGIN_MESSAGES.reused);
  }

  try {
    const verifyHeaders = authHeaders(request, ip, challenge);
    const body = { code: input.code, trustDevice: false };
    const { headers: out } = isTotpCode(input.code)
      ? await auth.api.verifyTOTP({ body, headers: verifyHeaders, returnHeaders: true })
      : await auth.api.verifyBackupCode({ body, headers: verifyHeaders, returnHeaders: true });
    const setCookies = out.getSetCookie().filter((c) => c.includes('.session_token='));
    if (setCookies.length === 0) throw new Error('better-auth issued no session cookie');
    await releaseLoginAttempt(slot.keys);
    record('success', ip);
    return { ok: true, setCookies };
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      if (isTotpCode(input.code)) await countWrongTotp(input.email);
      return failed(slot, 'bad_code', ip, LOGIN_MESSAGES.code);
    }
    throw error;
  }
}

/** The sign-in form as posted: its strict schema first (any problem is one message), then `signInOwner`. */
export function signInWithForm(form: FormData, request: Headers, ip: string): Promise<SignInResult> {
  const values = formValues(form);
  const validation = values.ok ? validateSignIn(values.data) : values;
  return signInOwner(validation.ok ? validation.data : null, request, ip);
}
