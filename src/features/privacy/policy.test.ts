// Both privacy pages say what the code does: the retention table is printed from RETENTION, the settings
// the daily job reads; requests go through /privacy/request; the chat's questions are said to be sent.
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { PRIVACY_LINK_MINUTES, RETENTION } from '../../platform/limits.ts';

const text = (value: unknown): string => JSON.stringify(value);

describe.each(LOCALES)('the privacy page in %s', (locale) => {
  const privacy = messagesFor(locale).legal.privacy;
  const table = privacy.body.flatMap((block) => ('table' in block ? [block.table] : []))[0];

  it('prints the retention table from the settings the retention job reads', () => {
    expect(table, 'a retention table').toBeDefined();
    const rows = text(table!.rows);
    for (const value of [RETENTION.enquiryMonths, RETENTION.unconfirmedSignupDays, RETENTION.emailBodyDays, RETENTION.assistantQuestionMonths, PRIVACY_LINK_MINUTES]) {
      expect(rows).toContain(String(value));
    }
  });

  it('sends people to the request page, and no longer promises what the code does not do', () => {
    const body = text(privacy.body);
    expect(body).toContain('"to":"/privacy/request"');
    expect(body).not.toMatch(/not sent to or stored by us|hindi ito ipinapadala sa amin at hindi namin ito itinatago/);
    expect(body).not.toMatch(/within 30 days|sa loob ng 30 araw/);
    expect(body).toContain(String(RETENTION.assistantQuestionMonths));
  });
});
