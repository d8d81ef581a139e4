// A backup taken before an erasure, restored after it through what `npm run db:restore` runs
// (restoreKeepingErasures): what the backup holds is back, except the erased address's rows, erased again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { validateEbook } from '../../src/features/ebook/schema.ts';
import { saveEbookSignup } from '../../src/features/ebook/signups.server.ts';
import { saveEnquiry } from '../../src/features/enquiries/enquiries.server.ts';
import { validateEnquiry } from '../../src/features/enquiries/schema.ts';
import { carryOutPrivacyRequest, requestPrivacy, restoreKeepingErasures, validatePrivacyConfirm, validatePrivacyRequest } from '../../src/features/privacy/index.server.ts';
import { ebookMessages, enquiryMessages, privacyMessages } from '../../src/i18n/form-messages.ts';
import { writeBackup } from '../../src/platform/db/backup.ts';
import { getPool } from '../../src/platform/db/client.ts';
import { linkTokensIn } from '../fakes/smtp-server.ts';
import { validEbook, validEnquiry } from '../factories.ts';
import { eventually } from '../support/index.ts';
import { useMailDelivery } from './support/mail-delivery.ts';

vi.stubEnv('RATE_LIMIT_DISABLED', '1');
const smtp = await useMailDelivery();
const adminUrl = process.env['DATABASE_ADMIN_URL']!;

const query = async <R extends object>(sql: string, params: unknown[] = []) => (await getPool().query<R>(sql, params)).rows;
const valid = <T>(result: { ok: true; data: T } | { ok: false; problem: { message: string } }): T => {
  if (!result.ok) throw new Error(`expected valid input: ${result.problem.message}`);
  return result.data;
};
const PERSON = 'lourdes.erased@example.com';
const theirs = async () => (await query('select 1 from contact_submissions where email = $1 union all select 1 from ebook_signups where email = $1', [PERSON])).length;

describe('erasures hold after db:restore', () => {
  it('an address erased after the backup is erased again after the restore', async () => {
    await saveEnquiry(valid(validateEnquiry(validEnquiry({ email: PERSON }), enquiryMessages)));
    await saveEbookSignup(valid(validateEbook(validEbook({ email: PERSON }), ebookMessages)));
    await saveEnquiry(valid(validateEnquiry(validEnquiry({ email: 'someone.else@example.com' }), enquiryMessages)));
    await eventually('the mails sent', async () => (await query("select 1 from email_outbox where status = 'queued'")).length === 0 || undefined);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kwento-privacy-restore-'));
    const file = path.join(dir, 'backup.sql.gz');
    await writeBackup(adminUrl, file);

    await saveEnquiry(valid(validateEnquiry(validEnquiry({ email: 'after.the.backup@example.com' }), enquiryMessages)));
    await requestPrivacy(valid(validatePrivacyRequest({ email: PERSON, kind: 'delete', website: '' }, privacyMessages)));
    const token = await eventually('the link', () => linkTokensIn(smtp.received, PERSON, 'https://kwento.example/privacy/confirm')[0]);
    expect(await carryOutPrivacyRequest(valid(validatePrivacyConfirm({ token }, privacyMessages)))).toEqual({ state: 'done', kind: 'delete' });
    expect(await theirs()).toBe(0);

    const restored = await restoreKeepingErasures(adminUrl, file, { force: true });
    expect(restored.erasures).toBe(1);
    expect(restored.rowCounts['contact_submissions'], 'the backup held their enquiry and the other one').toBe(2);
    expect(await query<{ email: string }>('select email from contact_submissions'), 'what the backup held, less theirs').toEqual([{ email: 'someone.else@example.com' }]);
    expect(await theirs()).toBe(0);
    expect(await query('select 1 from email_suppressions')).toHaveLength(1);
    expect(JSON.stringify(await query('select * from email_outbox')).toLowerCase()).not.toContain(PERSON);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
