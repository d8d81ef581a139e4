import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { totp, wrongCode, uniqueAddress } from '../support/index.ts';
import { createOwner, isCommonPassword, OwnerInputError } from '../../src/features/owner/auth/owners.server.ts';
import { signInOwner, LOGIN_MESSAGES } from '../../src/features/owner/auth/login.server.ts';
import { getAdminSession, endSession, pastAbsoluteLifetime } from '../../src/features/owner/auth/session.server.ts';
import { getAuth, SESSION_ABSOLUTE_SECONDS } from '../../src/features/owner/auth/auth.server.ts';
import { LOGIN_FAILURES, LOGIN_WINDOW_SECONDS, TOTP_FAILURES, TOTP_WINDOW_SECONDS } from '../../src/features/owner/auth/login-limit.server.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { log } from '../../src/platform/log.ts';

vi.stubEnv('AUTH_SECRET', 'integration-tests-only-secret-0123456789abcdef');
vi.stubEnv('TRUST_PROXY', '0');

const PASSWORD = 'kwento owner passphrase';
let owner: { email: string; totpURI: string };

/** A client of its own for each call: the sign-in limits count per client (an IPv6 one by its /64). */
const ip = uniqueAddress;
const browser = (cookie?: string) => new Headers({ 'user-agent': 'vitest', ...(cookie ? { cookie } : {}) });
const cookieOf = (setCookies: string[]) => setCookies.map((c) => c.split(';', 1)[0]).join('; ');

// A TOTP code signs in once; these tests sign the same owner in many times within one 30 s step.
const forgetUsedCodes = () => getPool().query(`delete from rate_limits where key like 'admin-totp-used:%'`);

async function signIn(clientIp = ip(), overrides: Partial<{ email: string; password: string; code: string }> = {}) {
  await forgetUsedCodes();
  return signInOwner({ email: owner.email, password: PASSWORD, code: totp(owner.totpURI), ...overrides }, browser(), clientIp);
}

beforeAll(async () => {
  const email = `owner-${randomUUID()}@example.com`;
  const created = await createOwner(email, PASSWORD);
  owner = { email, totpURI: created.totpURI };
});

describe('owner accounts (admin:create)', () => {
  it('refuses a 7- or 11-character password and accepts 12 and 64 characters with no composition rules', async () => {
    await expect(createOwner(`a-${randomUUID()}@example.com`, 'abcdefg')).rejects.toBeInstanceOf(OwnerInputError);
    await expect(createOwner(`b-${randomUUID()}@example.com`, 'abcdefghijk')).rejects.toBeInstanceOf(OwnerInputError);
    await expect(createOwner(`c-${randomUUID()}@example.com`, 'abcdefghijkl')).resolves.toMatchObject({ totpURI: expect.stringMatching(/^otpauth:\/\/totp\//) });
    await expect(createOwner(`d-${randomUUID()}@example.com`, 'a'.repeat(64))).resolves.toBeTruthy();
    await expect(createOwner(`e-${randomUUID()}@example.com`, 'a'.repeat(129))).rejects.toBeInstanceOf(OwnerInputError);
  });

  it('refuses a password of 12 characters or more that is among the most common ones, whatever its case', async () => {
    for (const common of ['password1234', 'qwerty123456', 'QWERTY123456', '123456789012', 'iloveyou1234'].filter(isCommonPassword)) {
      await expect(createOwner(`common-${randomUUID()}@example.com`, common), common).rejects.toThrow(
        new OwnerInputError('--password is one of the most common passwords, tried first by anyone guessing: choose another (a few unrelated words are fine)'),
      );
    }
    expect(['password1234', 'qwerty123456', 'QWERTY123456', '123456789012'].every(isCommonPassword)).toBe(true);
    expect(isCommonPassword(PASSWORD)).toBe(false);
    const { rows } = await getPool().query(`select 1 from auth_user where email like 'common-%'`);
    expect(rows).toHaveLength(0);
  });

  it('names the rule a refused password broke', async () => {
    await expect(createOwner(`short-${randomUUID()}@example.com`, 'abcdefghijk')).rejects.toThrow(
      '--password must be at least 12 characters (any characters, a passphrase is fine)',
    );
  });

  it('refuses a second account with the same address, whatever its case', async () => {
    await expect(createOwner(owner.email.toUpperCase(), PASSWORD)).rejects.toThrow(/already exists/);
  });

  it('stores a scrypt hash, never the password, and TOTP enabled', async () => {
    const { rows } = await getPool().query<{ password: string; two_factor_enabled: boolean; verified: boolean }>(
      `select a.password, u.two_factor_enabled, t.verified
         from auth_user u join auth_account a on a.user_id = u.id join auth_two_factor t on t.user_id = u.id
        where u.email = $1`,
      [owner.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password).not.toContain(PASSWORD);
    expect(rows[0]!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]+$/); // better-auth's scrypt salt:key
    expect(rows[0]!.two_factor_enabled).toBe(true);
    expect(rows[0]!.verified).toBe(true);
  });
});

describe('sign-in', () => {
  it('needs the password and the current TOTP code, and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const result = await signIn();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.setCookies).toHaveLength(1);
    const cookie = result.setCookies[0]!;
    expect(cookie).toMatch(/^kwento-admin\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // SITE_URL is http in tests; with https the cookie gets Secure and the __Secure- prefix.
    expect(cookie).not.toMatch(/Secure/);
    const session = await getAdminSession(browser(cookieOf(result.setCookies)), ip());
    expect(session.admin?.userId).toBeTruthy();
  });

  it('issues a new session token at every sign-in', async () => {
    const a = await signIn();
    const b = await signIn();
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(cookieOf(a.setCookies)).not.toBe(cookieOf(b.setCookies));
  });

  it('accepts a TOTP code once (ASVS 6.5.1)', async () => {
    await forgetUsedCodes();
    const code = totp(owner.totpURI);
    const attempt = () => signInOwner({ email: owner.email, password: PASSWORD, code }, browser(), ip());
    expect((await attempt()).ok).toBe(true);
    expect(await attempt()).toMatchObject({ ok: false, status: 401, outcome: 'reused_code', message: LOGIN_MESSAGES.reused });
  });

  it('accepts a backup code once', async () => {
    const created = await createOwner(`backup-${randomUUID()}@example.com`, PASSWORD);
    const code = created.backupCodes[0]!;
    const email = new URL(created.totpURI).pathname.split(':').pop()!;
    const first = await signInOwner({ email: decodeURIComponent(email), password: PASSWORD, code }, browser(), ip());
    expect(first.ok).toBe(true);
    const again = await signInOwner({ email: decodeURIComponent(email), password: PASSWORD, code }, browser(), ip());
    expect(again).toMatchObject({ ok: false, outcome: 'bad_code' });
  });

  it('says which part was wrong: the password, or the code', async () => {
    expect(await signIn(ip(), { password: 'not the passphrase at all' })).toMatchObject({
      ok: false,
      status: 401,
      outcome: 'bad_credentials',
      message: LOGIN_MESSAGES.credentials,
    });
    expect(await signIn(ip(), { email: `nobody-${randomUUID()}@example.com` })).toMatchObject({ outcome: 'bad_credentials' });
    expect(await signIn(ip(), { code: wrongCode(owner.totpURI) })).toMatchObject({
      ok: false,
      status: 401,
      outcome: 'bad_code',
      message: LOGIN_MESSAGES.code,
    });
    expect(await signInOwner(null, browser(), ip())).toMatchObject({ status: 400, outcome: 'invalid_input' });
  });

  it('answers an unknown address exactly as a wrong password, after the same password hashing work', async () => {
    const { password } = await getAuth().$context;
    const hash = vi.spyOn(password, 'hash');
    const verify = vi.spyOn(password, 'verify');
    const scryptRuns = () => hash.mock.calls.length + verify.mock.calls.length;
    try {
      const wrongPassword = await signIn(ip(), { password: 'not the passphrase at all' });
      expect(scryptRuns()).toBe(1);
      const unknownAddress = await signIn(ip(), { email: `nobody-${randomUUID()}@example.com`, password: 'not the passphrase at all' });
      // No shortcut for an address without an account: its password is hashed all the same.
      expect(scryptRuns()).toBe(2);
      expect(unknownAddress).toEqual(wrongPassword);
      expect(wrongPassword).toEqual({ ok: false, status: 401, outcome: 'bad_credentials', message: LOGIN_MESSAGES.credentials });
    } finally {
      hash.mockRestore();
      verify.mockRestore();
    }
  });

  it('logs outcome, address and UTC time, never the password or the e-mail address', async () => {
    const lines: string[] = [];
    const original = log.info.bind(log);
    log.info = ((obj: unknown, msg?: string) => {
      lines.push(JSON.stringify({ obj, msg }));
      return original(obj as object, msg);
    }) as typeof log.info;
    const clients = [ip(), ip()];
    try {
      await signIn(clients[0]);
      await signIn(clients[1], { password: 'wrong password typed here' });
    } finally {
      log.info = original;
    }
    const signIns = lines.filter((l) => l.includes('admin_sign_in'));
    expect(signIns.length).toBeGreaterThanOrEqual(2);
    for (const line of signIns) {
      expect(line).toMatch(/"outcome":"(success|bad_credentials)"/);
      expect(line).toMatch(/"at":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/);
      expect(clients.map((client) => `"ip":"${client}"`).some((logged) => line.includes(logged)), line).toBe(true);
      expect(line).not.toContain(owner.email);
      expect(line).not.toContain(PASSWORD);
      expect(line).not.toContain('wrong password typed here');
    }
  });
});

describe('sign-in rate limit (5 failures in 10 minutes per address; an account past 5 is slowed, never locked)', () => {
  it('answers 429 with a wait after 5 failures from one address, even for other accounts and the right password', async () => {
    const address = ip();
    for (let i = 0; i < LOGIN_FAILURES; i++) {
      const r = await signIn(address, { email: `guess-${i}-${randomUUID()}@example.com` });
      expect(r).toMatchObject({ ok: false, status: 401 });
    }
    const limited = await signIn(address);
    expect(limited).toMatchObject({ ok: false, status: 429, outcome: 'rate_limited' });
    if (!limited.ok) {
      expect(limited.retryAfter).toBeGreaterThan(LOGIN_WINDOW_SECONDS - 60);
      expect(limited.retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);
    }
    // Another address is unaffected.
    expect((await signIn()).ok).toBe(true);
  });

  describe('an account guessed at from many addresses', () => {
    async function hammered() {
      const created = await createOwner(`hammered-${randomUUID()}@example.com`, PASSWORD);
      const email = decodeURIComponent(new URL(created.totpURI).pathname.split(':').pop()!);
      const attempt = async (clientIp: string, overrides: Partial<{ password: string; code: string }> = {}) => {
        await forgetUsedCodes();
        return signInOwner({ email, password: PASSWORD, code: totp(created.totpURI), ...overrides }, browser(), clientIp);
      };
      // Wrong passwords from 12 addresses, one each: the first 5 are answered as usual.
      const answers = [];
      for (let i = 0; i < 12; i++) answers.push(await attempt(ip(), { password: `attacker guess ${i}` }));
      expect(answers.slice(0, LOGIN_FAILURES).map((r) => !r.ok && r.status)).toEqual(Array(LOGIN_FAILURES).fill(401));
      return { created, attempt, answers };
    }

    it('lets the owner in with the right password and code from an address of their own, during and after the hammering', async () => {
      const { attempt } = await hammered();
      expect((await attempt(ip())).ok).toBe(true);
      expect((await attempt(ip(), { password: 'one more attacker guess' })).ok).toBe(false);
      expect((await attempt(ip())).ok).toBe(true);
    });

    it('beyond 5 failures on the account, a guess says nothing about which part was wrong, and its address has no attempt left', async () => {
      const { created, attempt, answers } = await hammered();
      for (const r of answers.slice(LOGIN_FAILURES)) {
        expect(r).toMatchObject({ ok: false, status: 429, outcome: 'rate_limited' });
        if (!r.ok) expect(r.retryAfter).toBeGreaterThan(LOGIN_WINDOW_SECONDS - 60);
      }
      // The right password with a wrong code gets the very answer a wrong password gets.
      const rightPassword = await attempt(ip(), { code: wrongCode(created.totpURI) });
      expect(rightPassword).toEqual({ ...answers.at(-1), retryAfter: expect.any(Number) });
      // The address that guessed is refused without a check, even with the right password and code.
      const guesser = ip();
      expect((await attempt(guesser, { password: 'a guess from a fresh address' })).ok).toBe(false);
      expect(await attempt(guesser)).toMatchObject({ ok: false, status: 429, outcome: 'rate_limited' });
      expect((await attempt(ip())).ok).toBe(true);
    });
  });

  it('counts an IPv6 client by its /64: five failures from one address limit its neighbours, not the next /64', async () => {
    for (let i = 1; i <= LOGIN_FAILURES; i++) {
      expect(await signIn(`2001:db8:5:1::${i}`, { email: `guess-${i}-${randomUUID()}@example.com` }), `guess ${i}`).toMatchObject({ status: 401 });
    }
    expect(await signIn('2001:db8:5:1:ffff:1:2:3')).toMatchObject({ ok: false, status: 429, outcome: 'rate_limited' });
    expect((await signIn('2001:db8:5:2::1')).ok).toBe(true);
  });

  describe('wrong codes with the right password', () => {
    async function ownerUnderCodeGuessing() {
      const created = await createOwner(`codes-${randomUUID()}@example.com`, PASSWORD);
      const email = decodeURIComponent(new URL(created.totpURI).pathname.split(':').pop()!);
      // Each call its own networks: 2001:db8:<net>:<subnet>::<host>.
      const net = randomUUID().slice(0, 4);
      const attempt = async (client: string, code = totp(created.totpURI)) => {
        await forgetUsedCodes();
        return signInOwner({ email, password: PASSWORD, code }, browser(), `2001:db8:${net}:${client}`);
      };
      // Client A, who holds the password, tries ten wrong codes: five are checked, then A waits.
      const fromA = [];
      for (let i = 0; i < 10; i++) fromA.push(await attempt('a::1', wrongCode(created.totpURI)));
      expect(fromA.map((r) => !r.ok && r.status)).toEqual([...Array(LOGIN_FAILURES).fill(401), ...Array(10 - LOGIN_FAILURES).fill(429)]);
      return { created, attempt };
    }

    it('limit the client that sent them, not the account: client B signs in with the password and the current code', async () => {
      const { attempt } = await ownerUnderCodeGuessing();
      expect(await attempt('a::2')).toMatchObject({ ok: false, status: 429, outcome: 'rate_limited' });
      expect((await attempt('b::1')).ok).toBe(true);
    });

    it(`from many clients, pause the authenticator codes after ${TOTP_FAILURES} (no account lock); a backup code still signs in, once`, async () => {
      const { created, attempt } = await ownerUnderCodeGuessing();
      // Five more from five other networks make ten (better-auth's own lock would have closed the account here).
      for (let i = 1; i <= TOTP_FAILURES - LOGIN_FAILURES; i++) expect((await attempt(`${i}::1`, wrongCode(created.totpURI))).ok).toBe(false);
      const paused = await attempt('b::1');
      expect(paused).toMatchObject({ ok: false, status: 429, outcome: 'totp_paused' });
      if (!paused.ok) {
        expect(paused.retryAfter).toBeGreaterThan(TOTP_WINDOW_SECONDS - 60);
        expect(paused.message).toBe(LOGIN_MESSAGES.totpPaused(paused.retryAfter!));
        expect(paused.message).toMatch(/sign in with one of your backup codes/);
      }
      const backup = created.backupCodes[1]!;
      expect((await attempt('b::1', backup)).ok).toBe(true);
      // Refused the second time (answered as any failure while the account is under attack).
      expect(await attempt('b::2', backup)).toMatchObject({ ok: false, status: 429, outcome: 'rate_limited' });
      expect((await attempt('c::1', created.backupCodes[2]!)).ok).toBe(true);
    });
  });

  it('counts parallel guesses: at most 5 of 12 simultaneous wrong passwords are even checked', async () => {
    const address = ip();
    await forgetUsedCodes();
    // Straight to signInOwner: twelve extra cleanup queries at once only wait for connections.
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signInOwner({ email: `parallel-${i}-${randomUUID()}@example.com`, password: PASSWORD, code: totp(owner.totpURI) }, browser(), address),
      ),
    );
    expect(results.filter((r) => !r.ok && r.status === 429)).toHaveLength(12 - LOGIN_FAILURES);
  });
});

describe('session lifetime', () => {
  async function signedIn() {
    const result = await signIn();
    if (!result.ok) throw new Error('sign-in failed');
    const headers = browser(cookieOf(result.setCookies));
    const session = await getAdminSession(headers, ip());
    if (!session.admin) throw new Error('no session');
    return { headers, admin: session.admin };
  }

  it('ends 12 hours after sign-in however active the owner is (absolute cap on createdAt)', async () => {
    const { headers, admin } = await signedIn();
    expect(pastAbsoluteLifetime(admin.signedInAt, new Date(admin.signedInAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000 - 1000))).toBe(false);
    expect(pastAbsoluteLifetime(admin.signedInAt, new Date(admin.signedInAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000))).toBe(true);

    // A fake clock 12 h ahead: refused, and the session is deleted with its cookie cleared.
    const later = new Date(admin.signedInAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000 + 1000);
    const capped = await getAdminSession(headers, ip(), { now: later });
    expect(capped).toMatchObject({ admin: null, reason: 'absolute-cap' });
    expect(capped.setCookies.join('\n')).toMatch(/session_token=;.*Max-Age=0/i);
    expect((await getAdminSession(headers, ip())).admin).toBeNull();
  });

  it('a session kept alive by activity (sliding expiry in the future) still ends at 12 hours', async () => {
    const { headers, admin } = await signedIn();
    // better-auth would keep this session: its expiry is ahead. Only our cap on createdAt ends it.
    await getPool().query(
      `update auth_session set created_at = now() - interval '12 hours 1 minute', expires_at = now() + interval '1 hour' where id = $1`,
      [admin.sessionId],
    );
    expect((await getAdminSession(headers, ip())).admin).toBeNull();
    const { rows } = await getPool().query('select 1 from auth_session where id = $1', [admin.sessionId]);
    expect(rows).toHaveLength(0);
  });

  it('ends after 2 idle hours (better-auth expiry), and at sign-out', async () => {
    const idle = await signedIn();
    await getPool().query(`update auth_session set expires_at = now() - interval '1 second' where id = $1`, [idle.admin.sessionId]);
    expect((await getAdminSession(idle.headers, ip())).admin).toBeNull();

    const active = await signedIn();
    const cleared = await endSession(active.headers, ip());
    expect(cleared.join('\n')).toMatch(/session_token=;/);
    expect((await getAdminSession(active.headers, ip())).admin).toBeNull();
  });
});
