// A privacy request: asked with an address, confirmed with the single-use, 30-minute link mailed to it
// (only its hash stored), carried out only by the confirmation page's button; the same answer for an
// address we know and one we do not.
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { carryOutPrivacyRequest, privacyConfirmPage, requestPrivacy, validatePrivacyConfirm, validatePrivacyRequest } from '../../src/features/privacy/index.server.ts';
import { addWorkingDays } from '../../src/features/privacy/working-days.ts';
import { saveEbookSignup } from '../../src/features/ebook/signups.server.ts';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import { ebookMessages, privacyMessages } from '../../src/i18n/form-messages.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { linkTokensIn, mailsTo, subjectOf } from '../fakes/smtp-server.ts';
import { validEbook } from '../factories.ts';
import { eventually } from '../support/index.ts';
import { useMailDelivery } from './support/mail-delivery.ts';

vi.stubEnv('RATE_LIMIT_DISABLED', '1');
const smtp = await useMailDelivery();

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;

const valid = <T>(result: { ok: true; data: T } | { ok: false; problem: { message: string } }): T => {
  if (!result.ok) throw new Error(`expected valid input: ${result.problem.message}`);
  return result.data;
};

const ask = (email: string, kind: string, language = 'en') => requestPrivacy(valid(validatePrivacyRequest({ email, kind, language, website: '' }, privacyMessages)));
const confirm = (token: string, extra: Record<string, string> = {}) => carryOutPrivacyRequest(valid(validatePrivacyConfirm({ token, ...extra }, privacyMessages)));

const tokenFor = (address: string, page = 'https://kwento.example/privacy/confirm') =>
  eventually(`a privacy link for ${address}`, () => linkTokensIn(smtp.received, address, page).at(-1));

describe('privacy requests', () => {
  it('mails a single-use link whose page changes nothing until its button is pressed', async () => {
    await saveEbookSignup(valid(validateEbook(validEbook({ email: 'ana@example.com' }), ebookMessages)));
    await ask('ana@example.com', 'withdraw-ebook');
    const token = await tokenFor('ana@example.com');

    // Only a hash of the token is stored; the outbox keeps a placeholder.
    expect(await query('select 1 from privacy_links where token_hash = $1', [createHash('sha256').update(token).digest('hex')])).toHaveLength(1);
    expect(JSON.stringify(await query('select * from email_outbox'))).not.toContain(token);

    // Opening the page (a mail scanner, the person) twice: nothing happens.
    expect(await privacyConfirmPage(token)).toEqual({ state: 'valid', kind: 'withdraw-ebook' });
    expect(await privacyConfirmPage(token)).toEqual({ state: 'valid', kind: 'withdraw-ebook' });
    expect(await query('select 1 from ebook_signups')).toHaveLength(1);

    expect(await confirm(token)).toEqual({ state: 'done', kind: 'withdraw-ebook' });
    expect(await query('select 1 from ebook_signups')).toHaveLength(0);
    expect(await confirm(token), 'a link works once').toEqual({ state: 'used' });
    expect(await privacyConfirmPage(token)).toEqual({ state: 'used' });
    // The request keeps no address once done: only its hash.
    const [request] = await query<{ email: string | null; state: string }>('select email, state from privacy_requests');
    expect(request).toEqual({ email: null, state: 'done' });
  });

  it('the link works for 30 minutes', async () => {
    await ask('ben@example.com', 'copy');
    const token = await tokenFor('ben@example.com');
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await privacyConfirmPage(token, later)).toEqual({ state: 'expired' });
    expect(await carryOutPrivacyRequest(valid(validatePrivacyConfirm({ token }, privacyMessages)), later)).toEqual({ state: 'expired' });
    expect(await privacyConfirmPage(token)).toEqual({ state: 'valid', kind: 'copy' });
  });

  it('answers an unknown address exactly as a known one, and writes the mail in the language asked', async () => {
    await saveEbookSignup(valid(validateEbook(validEbook({ email: 'known@example.com' }), ebookMessages)));
    expect(await ask('known@example.com', 'delete')).toBeUndefined();
    expect(await ask('stranger@example.com', 'delete', 'fil')).toBeUndefined();
    await tokenFor('known@example.com');
    await eventually('the Filipino mail', () => linkTokensIn(smtp.received, 'stranger@example.com', 'https://kwento.example/fil/privacy/confirm').at(-1));
    const [english] = mailsTo(smtp.received, 'known@example.com').filter((m) => subjectOf(m)?.includes('Confirm'));
    const [filipino] = mailsTo(smtp.received, 'stranger@example.com');
    expect(subjectOf(english!)).toBe('Confirm your request about your data');
    expect(subjectOf(filipino!)).toContain('Kumpirmahin');
  });

  it('a correction changes the name and address on everything sent; a published story waits for the owner, with a deadline of 30 working days', async () => {
    await saveEbookSignup(valid(validateEbook(validEbook({ email: 'old.name@example.com', name: 'Old Name' }), ebookMessages)));
    await getPool().query("insert into survey_responses (email, name, rating, feedback, submission_id) values ('Old.Name@example.com', 'Old Name', 5, 'Salamat po', gen_random_uuid())");
    await ask('old.name@example.com', 'correct');
    let token = await tokenFor('old.name@example.com');
    expect(await confirm(token, { newName: 'New Name', newEmail: 'new.name@example.com' })).toEqual({ state: 'done', kind: 'correct' });
    expect(await query('select email, name from survey_responses')).toEqual([{ email: 'new.name@example.com', name: 'New Name' }]);
    expect(await query('select email, name from ebook_signups')).toEqual([{ email: 'new.name@example.com', name: 'New Name' }]);

    await getPool().query(
      `insert into stories (name, email, country, story, consent, submission_id, status, title, slug, published_at, edited_story, byline)
       values ('New Name', 'new.name@example.com', 'Qatar', $1, true, gen_random_uuid(), 'published', 'In Doha', 'in-doha', now(), 'Edited.', 'New')`,
      ['I worked in Doha as a driver for eight years and this is what I learned on the road.'],
    );
    await ask('new.name@example.com', 'correct');
    token = await tokenFor('new.name@example.com');
    const now = new Date();
    const outcome = await carryOutPrivacyRequest(valid(validatePrivacyConfirm({ token, newName: 'Nena' }, privacyMessages)), now);
    // 30 working days: six weeks (src/features/privacy/working-days.test.ts counts them).
    expect(outcome).toEqual({ state: 'owner', kind: 'correct', dueAt: addWorkingDays(now, 30).toISOString() });
    expect(await query("select state, new_name from privacy_requests where state = 'owner'")).toEqual([{ state: 'owner', new_name: 'Nena' }]);
    expect(await query('select byline from stories'), 'the published byline is the owner’s to change').toEqual([{ byline: 'New' }]);
  });

  it('withdrawing the consent to publish takes every published story of the address down, search included', async () => {
    await getPool().query(
      `insert into stories (name, email, country, story, consent, submission_id, status, title, slug, published_at, edited_story, byline)
       values ('Joy', 'joy@example.com', 'Japan', $1, true, gen_random_uuid(), 'published', 'In Osaka', 'in-osaka', now(), 'Edited.', 'Joy')`,
      ['I worked in Osaka in a factory for five years and this is what I learned there, day by day.'],
    );
    await getPool().query("insert into search_documents (type, key, language, title, body, url) values ('story', 'in-osaka', 'en', 'In Osaka', 'Edited.', '/stories/in-osaka')");
    await ask('joy@example.com', 'withdraw-story');
    expect(await confirm(await tokenFor('joy@example.com'))).toEqual({ state: 'done', kind: 'withdraw-story' });
    expect(await query('select status from stories')).toEqual([{ status: 'withdrawn' }]);
    expect(await query("select 1 from search_documents where type = 'story'")).toHaveLength(0);
  });

  it('says so when the address already had its 3 copies today', async () => {
    for (let i = 0; i < 3; i++) {
      await getPool().query(
        "insert into email_outbox (kind, recipient, recipient_key, subject, text_body, html_body, message_id, status) values ('privacy-copy', 'cap@example.com', 'cap@example.com', 'A copy', '', '', $1, 'sent')",
        [`<cap-${i}@kwento.example>`],
      );
    }
    await ask('cap@example.com', 'copy');
    expect(await confirm(await tokenFor('cap@example.com'))).toEqual({ state: 'done', kind: 'copy', capped: true });
    expect(await query("select outcome from privacy_requests")).toEqual([{ outcome: 'copy not sent: this address had its copies for today' }]);
  });

  it('refuses bad input with a message, never a crash', () => {
    expect(validatePrivacyRequest({ email: 'a@b.c', kind: 'sell-my-data', website: '' }, privacyMessages).ok).toBe(false);
    expect(validatePrivacyRequest({ email: 'a@b.c, c@d.e', kind: 'copy', website: '' }, privacyMessages).ok).toBe(false);
    expect(validatePrivacyRequest({ email: 'a@b.c', kind: 'copy', website: '', extra: 'x' }, privacyMessages).ok).toBe(false);
    expect(validatePrivacyConfirm({ token: 'short' }, privacyMessages).ok).toBe(false);
    expect(validatePrivacyConfirm({ token: 'a'.repeat(43), newName: 'n'.repeat(101) }, privacyMessages).ok).toBe(false);
  });
});
