// The daily retention job deletes what the privacy policy keeps no longer, with the clock moved forward:
// each rule just before and just after its limit (RETENTION's defaults, which retentionSettings() hands
// the job and the privacy page alike); and it is on the queue, once a day.
import { describe, expect, it, vi } from 'vitest';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import { saveEbookSignup } from '../../src/features/ebook/signups.server.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { requestPrivacy, runRetention, validatePrivacyRequest } from '../../src/features/privacy/index.server.ts';
import { RETENTION_QUEUE } from '../../src/features/privacy/jobs.server.ts';
import { ebookMessages, enquiryMessages, privacyMessages } from '../../src/i18n/form-messages.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { RETENTION } from '../../src/platform/limits.ts';
import { runningBoss } from '../../src/platform/jobs/running.ts';
import { validEbook, validEnquiry } from '../factories.ts';
import { eventually } from '../support/index.ts';
import { useMailDelivery } from './support/mail-delivery.ts';

vi.stubEnv('RATE_LIMIT_DISABLED', '1');
await useMailDelivery();

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;
const count = async (table: string) => (await query(`select 1 from ${table}`)).length;
const valid = <T>(result: { ok: true; data: T } | { ok: false; problem: { message: string } }): T => {
  if (!result.ok) throw new Error(`expected valid input: ${result.problem.message}`);
  return result.data;
};

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
/** A calendar month later than the months `n` count back, whatever the month lengths. */
const inMonths = (months: number, plusDays = 0) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + months);
  return new Date(d.getTime() + plusDays * DAY);
};

describe('the retention job, with a moved clock', () => {
  it('deletes each kind of data after the time the policy gives it, not before', async () => {
    // An e-book signup whose mail was sent (confirmed: it reached the address) and one never mailed.
    await saveEbookSignup(valid(validateEbook(validEbook({ email: 'sent@example.com' }), ebookMessages)));
    await eventually('the e-book mail sent', async () => (await query("select 1 from email_outbox where status = 'sent' and kind = 'ebook-delivery'")).length === 1 || undefined);
    await getPool().query("insert into ebook_signups (email, source) values ('never-mailed@example.com', 'popup')");
    await saveEnquiry(valid(validateEnquiry(validEnquiry(), enquiryMessages)));
    await getPool().query("insert into assistant_questions (question, answered) values ('paano mag-ipon?', true)");
    await requestPrivacy(valid(validatePrivacyRequest({ email: 'asker@example.com', kind: 'copy', website: '' }, privacyMessages)));
    await eventually('the privacy link made', async () => (await query('select 1 from privacy_links')).length === 1 || undefined);

    // Every link expires at once: a privacy link after 30 minutes.
    expect((await runRetention(new Date(Date.now() + 29 * 60_000))).expiredLinks).toBe(0);
    expect((await runRetention(new Date(Date.now() + 31 * 60_000))).expiredLinks).toBe(1);
    expect(await count('privacy_links')).toBe(0);

    const justBefore = await runRetention(inDays(RETENTION.unconfirmedSignupDays - 1));
    expect(justBefore.unconfirmedSignups).toBe(0);
    expect(justBefore.lapsedPrivacyRequests).toBe(0);
    const after = await runRetention(inDays(RETENTION.unconfirmedSignupDays + 1));
    expect(after).toMatchObject({ unconfirmedSignups: 1, lapsedPrivacyRequests: 1 });
    expect((await query<{ email: string }>('select email from ebook_signups')).map((r) => r.email)).toEqual(['sent@example.com']);
    expect(await query('select email, state from privacy_requests')).toEqual([{ email: null, state: 'lapsed' }]);
    expect(after.expiredLinks, 'the e-book link (7 days) has expired too').toBe(1);

    expect((await runRetention(inDays(RETENTION.emailBodyDays - 1))).emailBodies).toBe(0);
    // Taken before the purge: the job queue keeps sending meanwhile, and a message sent after the purge
    // rightly keeps its text until the next one.
    const delivered = (await query<{ id: string }>("select id from email_outbox where status <> 'queued'")).map((row) => row.id);
    expect((await runRetention(inDays(RETENTION.emailBodyDays + 1))).emailBodies).toBeGreaterThan(0);
    expect(await query("select 1 from email_outbox where text_body <> '' and id = any($1)", [delivered]), 'a message delivered before the purge keeps no text').toHaveLength(0);

    expect((await runRetention(inMonths(RETENTION.assistantQuestionMonths, -1))).assistantQuestions).toBe(0);
    expect((await runRetention(inMonths(RETENTION.assistantQuestionMonths, 1))).assistantQuestions).toBe(1);

    expect((await runRetention(inMonths(RETENTION.enquiryMonths, -1))).enquiries).toBe(0);
    expect(await count('contact_submissions')).toBe(1);
    expect((await runRetention(inMonths(RETENTION.enquiryMonths, 1))).enquiries).toBe(1);
    expect(await count('contact_submissions')).toBe(0);
    expect(await query('select 1 from owner_notifications')).toHaveLength(0);
  });
});

describe('the retention job on the queue the site starts', () => {
  it('is scheduled once a day, and a run of it deletes what has expired', async () => {
    const boss = runningBoss()!;
    const schedules = await boss.getSchedules(RETENTION_QUEUE);
    expect(schedules, 'one schedule').toHaveLength(1);
    // A fixed minute and hour, every day of every month, whatever the weekday: once a day.
    expect(schedules[0]!.cron).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);

    const [signup] = await query<{ id: string }>("insert into ebook_signups (email, source) values ('expired.link@example.com', 'popup') returning id");
    await query("insert into ebook_links (signup_id, token_hash, expires_at) values ($1, 'an-expired-link', now() - interval '1 day')", [signup!.id]);
    await boss.send(RETENTION_QUEUE);
    await eventually('the worker ran the job', async () => (await count('ebook_links')) === 0 || undefined);
    expect(await count('ebook_signups'), 'a signup younger than the limit stays').toBe(1);
  });
});
