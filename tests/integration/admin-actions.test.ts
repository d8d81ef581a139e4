import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { totp, uniqueAddress } from '../support/index.ts';
import { createOwner } from '../../src/features/owner/auth/owners.server.ts';
import { signInOwner, signInWithForm, LOGIN_MESSAGES } from '../../src/features/owner/auth/login.server.ts';
import { endSession } from '../../src/features/owner/auth/session.server.ts';
import { SIGNED_OUT_MESSAGE } from '../../src/features/owner/owner-action.server.ts';
import { submitForm } from '../../src/platform/form-submission.ts';
import { reviewStatus, reviewMode, enquiryStatus, storyStatus, retryEmailAction, syncMedia, prepareStoryAction, askTellerAction, OWNER_ACTION_FAILURES } from '../../src/features/owner/owner-actions.server.ts';
import { getPool } from '../../src/platform/db/client.ts';

vi.stubEnv('AUTH_SECRET', 'integration-tests-only-secret-0123456789abcdef');
vi.stubEnv('TRUST_PROXY', '0');

const PASSWORD = 'kwento owner passphrase';
/** A client of its own for each call: the sign-in limits count per client (an IPv6 one by its /64). */
const ip = uniqueAddress;
const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

let owner: { email: string; totpURI: string };
/** The headers of a browser with a signed-in owner's session cookie. */
let signedIn: Headers;

async function signInHeaders(): Promise<Headers> {
  await getPool().query(`delete from rate_limits where key like 'admin-totp-used:%'`);
  const result = await signInOwner({ email: owner.email, password: PASSWORD, code: totp(owner.totpURI) }, new Headers(), ip());
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return new Headers({ cookie: result.setCookies.map((c) => c.split(';', 1)[0]).join('; ') });
}

const insertResponse = async () =>
  (
    await query<{ id: string }>(
      `insert into survey_responses (email, rating, feedback, submission_id) values ('r@example.com', 4, 'Salamat po', $1) returning id`,
      [randomUUID()],
    )
  )[0]!.id;

const statusOf = async (id: string) => (await query<{ status: string }>('select status from survey_responses where id = $1', [id]))[0]?.status;
const holdsAll = async () => (await query<{ hold_every_review: boolean }>('select hold_every_review from site_settings'))[0]?.hold_every_review ?? false;

beforeAll(async () => {
  const email = `owner-${randomUUID()}@example.com`;
  const created = await createOwner(email, PASSWORD);
  owner = { email, totpURI: created.totpURI };
  signedIn = await signInHeaders();
});

describe('owner-area actions refuse without a valid owner session', () => {
  const attempts = [
    ['hide a response', reviewStatus, (id: string) => ({ id, status: 'hidden' })],
    ['hold every review', reviewMode, () => ({ mode: 'hold' })],
    ['enquiry status', enquiryStatus, (id: string) => ({ id, status: 'archived' })],
    ['story status', storyStatus, (id: string) => ({ id, status: 'approved' })],
    ['retry an e-mail', retryEmailAction, (id: string) => ({ id })],
    ['sync now', syncMedia, () => ({})],
    ['prepare a story', prepareStoryAction, (id: string) => ({ id, title: 'T', excerpt: 'E', text: 'Text', byline: 'Ana', country: 'UAE', pullQuote: '' })],
    ['ask the teller', askTellerAction, (id: string) => ({ id })],
  ] as const;

  for (const [name, action, fields] of attempts) {
    it(`${name}: no cookie, a made-up cookie and a signed-out session all get 401`, async () => {
      const id = await insertResponse();
      const endedSession = await signInHeaders();
      await endSession(endedSession, ip());
      for (const headers of [new Headers(), new Headers({ cookie: 'kwento-admin.session_token=forged.value' }), endedSession]) {
        const result = await submitForm(action as never, form(fields(id)), { headers, ip: ip() });
        expect(result).toEqual({ ok: false, status: 401, message: SIGNED_OUT_MESSAGE });
      }
      expect(await statusOf(id)).toBe('published');
      expect(await holdsAll()).toBe(false);
    });
  }
});

describe('owner-area actions take strict, bounded input (400, nothing changed)', () => {
  it('hide a response: an unknown field, a repeated single field, a bad id or a bad value is refused', async () => {
    const id = await insertResponse();
    const refused = [
      form({ id, status: 'hidden', extra: 'x' }),
      (() => {
        const f = form({ id, status: 'hidden' });
        f.append('status', 'published');
        return f;
      })(),
      form({ id: 'not-a-uuid', status: 'hidden' }),
      form({ id: `${id}${'0'.repeat(10_000)}`, status: 'hidden' }),
      form({ id, status: 'held' }),
      form({ id, hidden: '1' }),
      form({ id }),
      form({ status: 'hidden' }),
      form({}),
    ];
    for (const input of refused) {
      const result = await submitForm(reviewStatus, input, { headers: signedIn, ip: ip() });
      expect(result).toMatchObject({ ok: false, status: 400 });
    }
    expect(await submitForm(reviewStatus, form({ id, status: 'hidden', extra: 'x' }), { headers: signedIn, ip: ip() })).toEqual({
      ok: false,
      status: 400,
      message: 'Unexpected field: extra',
    });
    expect(await submitForm(reviewStatus, form({ status: 'published' }), { headers: signedIn, ip: ip() })).toEqual({
      ok: false,
      status: 400,
      message: 'Select at least one response.',
    });
    expect(await statusOf(id)).toBe('published');

    expect(await submitForm(reviewStatus, form({ id, status: 'hidden' }), { headers: signedIn, ip: ip() })).toEqual({ ok: true, data: { status: 'hidden', changed: 1 } });
    expect(await statusOf(id)).toBe('hidden');
  });

  it('approve or hide several responses selected together; more than 100 at once is refused', async () => {
    const ids = [await insertResponse(), await insertResponse(), await insertResponse()];
    await query(`update survey_responses set status = 'held' where id = any($1::uuid[])`, [ids]);
    const selected = new FormData();
    selected.append('id', ids[0]!);
    selected.append('id', ids[2]!);
    selected.append('status', 'published');
    expect(await submitForm(reviewStatus, selected, { headers: signedIn, ip: ip() })).toEqual({ ok: true, data: { status: 'published', changed: 2 } });
    expect([await statusOf(ids[0]!), await statusOf(ids[1]!), await statusOf(ids[2]!)]).toEqual(['published', 'held', 'published']);

    const tooMany = new FormData();
    for (let i = 0; i < 101; i += 1) tooMany.append('id', randomUUID());
    tooMany.append('id', ids[1]!);
    tooMany.append('status', 'hidden');
    expect(await submitForm(reviewStatus, tooMany, { headers: signedIn, ip: ip() })).toEqual({
      ok: false,
      status: 400,
      message: 'Select at most 100 responses at a time.',
    });
    expect(await statusOf(ids[1]!)).toBe('held');
  });

  it('hide a response that does not exist: 404 with the message the page shows', async () => {
    expect(await submitForm(reviewStatus, form({ id: randomUUID(), status: 'hidden' }), { headers: signedIn, ip: ip() })).toEqual({
      ok: false,
      status: 404,
      message: OWNER_ACTION_FAILURES.reviewStatus,
    });
  });

  it('the review mode is "publish" or "hold", nothing else', async () => {
    const owner = { headers: signedIn, ip: ip() };
    for (const fields of [{ mode: 'later' }, {}, { mode: 'hold', extra: '1' }]) {
      expect(await submitForm(reviewMode, form(fields), owner)).toMatchObject({ ok: false, status: 400 });
    }
    expect(await holdsAll()).toBe(false);
    expect(await submitForm(reviewMode, form({ mode: 'hold' }), owner)).toEqual({ ok: true, data: { mode: 'hold' } });
    expect(await holdsAll()).toBe(true);
    expect(await submitForm(reviewMode, form({ mode: 'publish' }), owner)).toEqual({ ok: true, data: { mode: 'publish' } });
    expect(await holdsAll()).toBe(false);
  });

  it('enquiry and story status accept only their own statuses', async () => {
    const [enquiry] = await query<{ id: string }>(
      `insert into contact_submissions (name, email, phone, service, message, submission_id)
       values ('Mario', 'mario@example.com', '12345', 'others', 'Kumusta', $1) returning id`,
      [randomUUID()],
    );
    const [story] = await query<{ id: string }>(
      `insert into stories (email, country, story, interview_ok, consent, submission_id)
       values ('lito@example.com', 'UAE', $1, false, true, $2) returning id`,
      ['I left Batangas for Dubai in 2015 and learned so much along the way.', randomUUID()],
    );
    const owner = { headers: signedIn, ip: ip() };
    expect(await submitForm(enquiryStatus, form({ id: enquiry!.id, status: 'approved' }), owner)).toMatchObject({ ok: false, status: 400 });
    expect(await submitForm(storyStatus, form({ id: story!.id, status: 'replied' }), owner)).toMatchObject({ ok: false, status: 400 });
    // Publishing is the teller's answer, never a status the owner sets.
    expect(await submitForm(storyStatus, form({ id: story!.id, status: 'published' }), owner)).toMatchObject({ ok: false, status: 400 });
    expect(await submitForm(storyStatus, form({ id: story!.id, status: 'approved', note: 'hi' }), owner)).toMatchObject({ ok: false, status: 400 });
    expect(await query('select status from contact_submissions where id = $1', [enquiry!.id])).toEqual([{ status: 'new' }]);
    expect(await query('select status from stories where id = $1', [story!.id])).toEqual([{ status: 'new' }]);

    expect(await submitForm(enquiryStatus, form({ id: enquiry!.id, status: 'replied' }), owner)).toEqual({
      ok: true,
      data: { id: enquiry!.id, status: 'replied' },
    });
    expect(await submitForm(storyStatus, form({ id: story!.id, status: 'declined' }), owner)).toEqual({ ok: true, data: { status: 'declined' } });
    expect(await query('select status from stories where id = $1', [story!.id])).toEqual([{ status: 'declined' }]);
  });

  it('prepare a story: a refused field is kept for the page with what was typed; a signed-out post leaves nothing there', async () => {
    const [story] = await query<{ id: string }>(
      `insert into stories (email, country, story, interview_ok, consent, submission_id)
       values ('lito@example.com', 'UAE', $1, false, true, $2) returning id`,
      ['I left Batangas for Dubai in 2015 and learned so much along the way.', randomUUID()],
    );
    const fields = { id: story!.id, title: 'A title', excerpt: 'An excerpt.', text: 'The text.', byline: '   ', country: 'UAE', pullQuote: '' };
    const refused: App.Locals = {};
    expect(await submitForm(prepareStoryAction, form(fields), { headers: signedIn, ip: ip(), locals: refused })).toEqual({
      ok: false,
      status: 400,
      message: 'Please enter the byline: a first name or "Anonymous".',
    });
    const byline = { field: 'byline', title: expect.any(String), message: 'Please enter the byline: a first name or "Anonymous".' };
    expect(refused.form).toEqual({ name: 'admin.prepareStory', values: fields, problem: byline, problems: [byline] });
    expect(await query('select status, title from stories where id = $1', [story!.id])).toEqual([{ status: 'new', title: null }]);

    const signedOut: App.Locals = {};
    expect(await submitForm(prepareStoryAction, form(fields), { headers: new Headers(), ip: ip(), locals: signedOut })).toMatchObject({ ok: false, status: 401 });
    expect(signedOut).toEqual({});
  });

  it('retry an e-mail: a bad id is 400; an unknown message cannot be retried (409)', async () => {
    const owner = { headers: signedIn, ip: ip() };
    expect(await submitForm(retryEmailAction, form({ id: '1 or 1=1' }), owner)).toMatchObject({ ok: false, status: 400 });
    expect(await submitForm(retryEmailAction, form({ id: randomUUID() }), owner)).toEqual({
      ok: false,
      status: 409,
      message: OWNER_ACTION_FAILURES.retryEmail,
    });
  });

  it('sync now takes no fields at all', async () => {
    const result = await submitForm(syncMedia, form({ action: 'sync' }), { headers: signedIn, ip: ip() });
    expect(result).toEqual({ ok: false, status: 400, message: 'Unexpected field: action' });
  });
});

describe('the sign-in form', () => {
  it('refuses an unknown field, a missing field or a malformed code with the one message, before any lookup (400)', async () => {
    const valid = { email: owner.email, password: PASSWORD, code: '123456' };
    for (const fields of [
      { ...valid, remember: 'on' },
      { email: owner.email, password: PASSWORD },
      { ...valid, code: '12345' },
      { ...valid, email: 'not an address' },
      { ...valid, password: 'x'.repeat(129) },
    ]) {
      expect(await signInWithForm(form(fields), new Headers(), ip())).toMatchObject({
        ok: false,
        status: 400,
        outcome: 'invalid_input',
        message: LOGIN_MESSAGES.missing,
      });
    }
  });

  it('signs in with the e-mail padded by spaces and the code typed with a space in the middle', async () => {
    await getPool().query(`delete from rate_limits where key like 'admin-totp-used:%'`);
    const code = totp(owner.totpURI);
    const result = await signInWithForm(form({ email: `  ${owner.email} `, password: PASSWORD, code: `${code.slice(0, 3)} ${code.slice(3)}` }), new Headers(), ip());
    expect(result.ok).toBe(true);
  });
});
