// Store-first (docs/decisions/009-email-outbox.md): a form's row, its outbox row and its pg-boss job
// are written in ONE transaction, so a submission is never stored without its e-mail queued, nor an
// e-mail queued for a submission that was not stored.
//
// Nothing of ours is mocked. The site's real job queue runs on this file's own database (queue only,
// no workers, so nothing is delivered), and queueing fails for real: a trigger on pg-boss's job table
// raises an exception while it is installed. The real store functions are then called.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import { validateStory } from '../../src/features/stories/schema.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { saveEbookSignup } from '../../src/features/ebook/signups.server.ts';
import { EMAIL_QUEUE } from '../../src/platform/email/outbox.ts';
import { OWNER_DIGEST_QUEUE } from '../../src/features/owner/notifications.server.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { startJobs } from '../../src/jobs.ts';
import { runningBoss, setRunningBoss } from '../../src/platform/jobs/running.ts';
import { saveStory } from '../../src/features/stories/submissions.server.ts';
import { asAdmin, truncateAll, validEnquiry, validEbook, validStory } from '../factories.ts';
import { enquiryMessages, ebookMessages, storyMessages } from '../../src/i18n/form-messages.ts';

// OWNER_EMAIL on, so an enquiry queues the auto-reply and notes itself for the owner's next notification
// (whose job is queued in the same transaction).
const OWNER = 'owner@kwento.example';
vi.stubEnv('OWNER_EMAIL', OWNER);
vi.stubEnv('SMTP_URL', undefined);
vi.stubEnv('JOBS_IN_PROCESS', undefined);

type Boss = Awaited<ReturnType<typeof startJobs>>;
let boss: Boss;

const SABOTAGE = 'test sabotage: the e-mail job was refused';

beforeAll(async () => {
  // workers: false — this process can queue jobs (runningBoss() is set) but runs none of them.
  boss = await startJobs(process.env['DATABASE_URL']!, { workers: false });
  expect(runningBoss()).toBe(boss);
  // Refuses the insert of an e-mail job. TG_ARGV[0] is '*' (every e-mail job), the owner's notification
  // queue, or one recipient: the job's outbox row, written earlier in the same transaction, says whom it is for.
  await asAdmin(`
    create or replace function public.test_refuse_email_job() returns trigger language plpgsql as $$
    begin
      if (tg_argv[0] = '${OWNER_DIGEST_QUEUE}' and new.name = '${OWNER_DIGEST_QUEUE}') or new.name = '${EMAIL_QUEUE}' and (
        tg_argv[0] = '*' or exists (
          select 1 from public.email_outbox o where o.id = (new.data->>'outboxId')::uuid and o.recipient = tg_argv[0]
        )
      ) then
        raise exception '${SABOTAGE}';
      end if;
      return new;
    end $$`);
});

afterAll(async () => {
  await unsabotage();
  await boss.stop({ graceful: false });
  setRunningBoss(undefined);
  vi.unstubAllEnvs();
});

beforeEach(async () => {
  await unsabotage();
  await truncateAll();
  await query(`delete from pgboss.job where name = any($1)`, [[EMAIL_QUEUE, OWNER_DIGEST_QUEUE]]);
});

async function query<R extends object>(sql: string, params: unknown[] = []) {
  return (await getPool().query<R>(sql, params)).rows;
}

/** From now on every e-mail job insert (or only those for `recipient`, or the owner's notification job) raises an exception. */
async function sabotage(recipient = '*') {
  await query(
    `create trigger test_refuse_email_job before insert on pgboss.job
     for each row execute function public.test_refuse_email_job('${recipient.replace(/'/g, "''")}')`,
  );
}

async function unsabotage() {
  await query('drop trigger if exists test_refuse_email_job on pgboss.job');
}

const count = async (sql: string, params: unknown[] = []) => Number((await query<{ n: string }>(sql, params))[0]!.n);

/** The outbox rows for this address, each with the pg-boss job it points at (if that job exists). */
const outboxWithJobs = (recipient: string) =>
  query<{ kind: string; status: string; job_id: string | null; job_name: string | null; job_outbox_id: string | null; outbox_id: string }>(
    `select o.id as outbox_id, o.kind, o.status, o.job_id, j.name as job_name, j.data->>'outboxId' as job_outbox_id
       from email_outbox o left join pgboss.job j on j.id = o.job_id
      where lower(o.recipient) = lower($1) order by o.created_at, o.kind`,
    [recipient],
  );

const emailJobs = () => count(`select count(*) as n from pgboss.job where name = $1`, [EMAIL_QUEUE]);
const ownerNotificationJobs = () => count(`select count(*) as n from pgboss.job where name = $1`, [OWNER_DIGEST_QUEUE]);
const notedForOwner = (kind: string) => count(`select count(*) as n from owner_notifications where kind = $1`, [kind]);

/** The error and every cause under it: the store functions' errors wrap the database's. */
function messages(error: unknown): string {
  const parts: string[] = [];
  for (let e = error; e instanceof Error && parts.length < 10; e = e.cause) parts.push(e.message);
  return parts.join(' <- ');
}

async function expectRejectedBySabotage(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the store function should reject when its e-mail job cannot be queued').toBeInstanceOf(Error);
  expect(messages(error)).toContain(SABOTAGE);
}

const valid = <T>(result: { ok: true; data: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected valid input');
  return result.data;
};

/** Every outbox row has its job, on the e-mail queue, naming that outbox row. */
function expectQueued(rows: Awaited<ReturnType<typeof outboxWithJobs>>, kinds: string[]) {
  expect(rows.map((r) => r.kind).sort()).toEqual([...kinds].sort());
  for (const row of rows) {
    expect(row.status).toBe('queued');
    expect(row.job_id).not.toBeNull();
    expect(row.job_name).toBe(EMAIL_QUEUE);
    expect(row.job_outbox_id).toBe(row.outbox_id);
  }
}

describe('saveEnquiry', () => {
  it('stores nothing when its e-mail job cannot be queued, and everything once it can', async () => {
    const input = valid(validateEnquiry(validEnquiry({ email: 'enquiry-rollback@example.com' }), enquiryMessages));
    const rows = () => count('select count(*) as n from contact_submissions where email = $1', [input.email]);

    await sabotage();
    await expectRejectedBySabotage(saveEnquiry(input));
    expect(await rows()).toBe(0);
    expect(await count('select count(*) as n from contact_submissions where submission_id = $1', [input.submissionId])).toBe(0);
    expect(await count('select count(*) as n from email_outbox')).toBe(0);
    expect(await emailJobs()).toBe(0);
    expect(await notedForOwner('enquiry')).toBe(0);

    // The same submission again (same submissionId, as a browser retry sends it) now goes through:
    // the failed attempt did not leave its submissionId behind to swallow the retry as a duplicate.
    await unsabotage();
    await saveEnquiry(input);
    expect(await rows()).toBe(1);
    expectQueued(await outboxWithJobs(input.email), ['enquiry-reply']);
    expect(await emailJobs()).toBe(1);
    expect(await notedForOwner('enquiry')).toBe(1);
    expect(await ownerNotificationJobs()).toBe(1);
  });

  it('stores nothing when only the owner’s notification cannot be queued', async () => {
    const input = valid(validateEnquiry(validEnquiry({ email: 'enquiry-second@example.com' }), enquiryMessages));

    await sabotage(OWNER_DIGEST_QUEUE);
    await expectRejectedBySabotage(saveEnquiry(input));
    expect(await count('select count(*) as n from contact_submissions')).toBe(0);
    expect(await count('select count(*) as n from email_outbox')).toBe(0);
    expect(await emailJobs()).toBe(0);
    expect(await notedForOwner('enquiry')).toBe(0);

    await unsabotage();
    await saveEnquiry(input);
    expect(await count('select count(*) as n from contact_submissions where submission_id = $1', [input.submissionId])).toBe(1);
    expect(await emailJobs()).toBe(1);
    expect(await notedForOwner('enquiry')).toBe(1);
  });
});

describe('saveStory', () => {
  it('stores nothing when its e-mail job cannot be queued, and everything once it can', async () => {
    const input = valid(validateStory(validStory({ email: 'story-rollback@example.com' }), storyMessages));
    const rows = () => count('select count(*) as n from stories where email = $1', [input.email]);

    await sabotage();
    await expectRejectedBySabotage(saveStory(input));
    expect(await rows()).toBe(0);
    expect(await count('select count(*) as n from email_outbox')).toBe(0);
    expect(await emailJobs()).toBe(0);
    expect(await notedForOwner('story')).toBe(0);

    await unsabotage();
    await saveStory(input);
    expect(await rows()).toBe(1);
    expectQueued(await outboxWithJobs(input.email), ['story-receipt']);
    expect(await emailJobs()).toBe(1);
    expect(await notedForOwner('story')).toBe(1);
  });
});

describe('saveEbookSignup', () => {
  it('stores nothing when its e-mail job cannot be queued, and everything once it can', async () => {
    const input = valid(validateEbook(validEbook({ email: 'ebook-rollback@example.com' }), ebookMessages));
    const rows = () => count('select count(*) as n from ebook_signups where lower(email) = lower($1)', [input.email]);

    await sabotage();
    await expectRejectedBySabotage(saveEbookSignup(input));
    expect(await rows()).toBe(0);
    expect(await count('select count(*) as n from email_outbox')).toBe(0);
    expect(await emailJobs()).toBe(0);

    // Had the failed attempt left its outbox row, the 10-minute resend limit would now skip the
    // e-mail; it left nothing, so the retry both stores the sign-up and queues the link.
    await unsabotage();
    await saveEbookSignup(input);
    expect(await rows()).toBe(1);
    expectQueued(await outboxWithJobs(input.email), ['ebook-delivery']);
    expect(await emailJobs()).toBe(1);
  });
});
