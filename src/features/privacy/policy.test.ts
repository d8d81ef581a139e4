// Both privacy pages say what the code does: the retention table is printed from retentionSettings(), what
// the daily job and the links read, so a changed setting changes the printed table; requests go through
// /privacy/request; the chat's questions are said to be sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { retentionSettings } from '../../platform/retention.server.ts';

const text = (value: unknown): string => JSON.stringify(value);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each(LOCALES)('the privacy page in %s', (locale) => {
  const privacy = () => messagesFor(locale).legal.privacy(retentionSettings());
  const tableRows = () => text(privacy().body.flatMap((block) => ('table' in block ? [block.table] : []))[0]?.rows);
  /** The row of the retention table whose first cell matches. */
  const row = (first: RegExp) => text(privacy().body.flatMap((block) => ('table' in block ? block.table.rows : [])).find((cells) => first.test(text(cells[0]))));

  it('prints the retention table from the settings the retention job reads', () => {
    const keep = retentionSettings();
    expect(tableRows(), 'a retention table').not.toBe(text(undefined));
    for (const value of [keep.enquiryMonths, keep.unconfirmedSignupDays, keep.emailBodyDays, keep.assistantQuestionMonths, keep.ebookLinkDays, keep.storyLinkDays, keep.privacyLinkMinutes]) {
      expect(tableRows()).toContain(String(value));
    }
  });

  it('prints the outbox and e-book link periods an operator set, not the defaults', () => {
    vi.stubEnv('EMAIL_BODY_DAYS', '45');
    vi.stubEnv('EBOOK_LINK_DAYS', '3');
    expect(row(/e-mail/i)).toMatch(/ 45 (days|araw)/);
    expect(row(/e-mail/i)).not.toMatch(/ 30 (days|araw)/);
    expect(row(/link/i)).toMatch(/e-book[^,]* 3 (days|araw)/);
    vi.stubEnv('EMAIL_BODY_DAYS', '60');
    expect(row(/e-mail/i)).toMatch(/ 60 (days|araw)/);
  });

  it('sends people to the request page, and no longer promises what the code does not do', () => {
    const body = text(privacy().body);
    expect(body).toContain('"to":"/privacy/request"');
    expect(body).not.toMatch(/not sent to or stored by us|hindi ito ipinapadala sa amin at hindi namin ito itinatago/);
    expect(body).not.toMatch(/within 30 days|sa loob ng 30 araw/);
    expect(body).toContain(String(retentionSettings().assistantQuestionMonths));
  });
});
