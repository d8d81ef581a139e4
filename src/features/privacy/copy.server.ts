import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { getDb } from '../../platform/db/client.ts';
import { hashesOf, personalRows, type Rows } from './personal-data.server.ts';

/** Everything stored about one address, as the copy's data.json holds it. */
export interface PersonalCopy {
  address: string;
  madeAt: string;
  /** Each declared table's rows for the address (schema.ts's PERSONAL_DATA: the exported columns). */
  tables: Record<string, Rows>;
  /** What the person agreed to, as the rows above show it. */
  consents: { publishStory: { story: string; status: string }[]; ebookList: boolean; newsletter: 'never asked' | 'refused' | 'subscribed' | 'pending' | 'unsubscribed' };
}

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** The newsletter consent as the rows show it: the subscription's state first, then a request never to get one. */
function newsletterConsent(tables: Record<string, Rows>): PersonalCopy['consents']['newsletter'] {
  const state = (tables['newsletter_subscriptions'] ?? [])[0]?.['state'];
  if (state === 'confirmed') return 'subscribed';
  if (state === 'pending') return 'pending';
  if ((tables['privacy_requests'] ?? []).some((r) => r['kind'] === 'withdraw-newsletter' && r['state'] === 'done')) return 'refused';
  return state === undefined ? 'never asked' : 'unsubscribed';
}

export async function personalCopy(address: string, now = new Date()): Promise<PersonalCopy> {
  const found = await personalRows(getDb(), hashesOf(address));
  const tables = Object.fromEntries(Object.entries(found).map(([table, rows]) => [table, rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])))]));
  return {
    address,
    madeAt: now.toISOString(),
    tables,
    consents: {
      publishStory: (tables['stories'] ?? []).map((s) => ({ story: String(s['title'] ?? String(s['story']).slice(0, 60)), status: String(s['status']) })),
      ebookList: (tables['ebook_signups'] ?? []).length > 0,
      newsletter: newsletterConsent(tables),
    },
  };
}

/** The same copy for reading: a heading per kind of data, then each row's fields. */
export function copySummary(copy: PersonalCopy, locale: Locale): string {
  const m = messagesFor(locale).privacy.copy;
  const lines = [m.heading(copy.address, copy.madeAt), ''];
  for (const [table, rows] of Object.entries(copy.tables)) {
    lines.push(`${m.tables[table as keyof typeof m.tables] ?? table} (${rows.length})`);
    if (rows.length === 0) lines.push(`  ${m.none}`);
    for (const row of rows) {
      lines.push('  -');
      for (const [key, value] of Object.entries(row)) if (value !== null && value !== '') lines.push(`    ${key}: ${String(value).replace(/\n/g, '\n      ')}`);
    }
    lines.push('');
  }
  lines.push(m.consents, `  ${m.ebookList}: ${copy.consents.ebookList ? m.yes : m.no}`, `  ${m.newsletter}: ${m.newsletterStates[copy.consents.newsletter]}`);
  for (const story of copy.consents.publishStory) lines.push(`  ${m.story(story.story, story.status)}`);
  return lines.join('\n');
}

/** The copy's two attachments, made as its mail is sent. */
export async function copyAttachments(address: string, locale: Locale) {
  const copy = await personalCopy(address);
  return [
    { filename: 'data.json', content: JSON.stringify(copy, null, 2), contentType: 'application/json' },
    { filename: 'summary.txt', content: copySummary(copy, locale), contentType: 'text/plain; charset=utf-8' },
  ];
}
