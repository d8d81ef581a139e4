// Nothing forgotten: every table declares, next to its schema, what it holds about a person
// (PERSONAL_DATA in src/platform/db/schema.ts), and every column of a table whose rows are found by an
// address is either in the copy (exported) or named as ours (kept); the copy and the erasure read
// these declarations. A new table, or a new column, that nobody declared fails here.
import { getTableColumns, getTableName, is, Table } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/platform/db/schema.ts';
import { PERSONAL_DATA, type PersonalData } from '../../src/platform/db/schema.ts';

const tables = (Object.values(schema) as unknown[]).filter((value): value is Table => is(value, Table));
const columnsOf = (table: Table): string[] => Object.values(getTableColumns(table)).map((c) => c.name);

/** What is wrong with a table's declaration, or nothing. */
function undeclared(table: Table, declared: PersonalData | undefined): string[] {
  const name = getTableName(table);
  if (!declared) return [`${name}: no personal data declaration next to its schema`];
  const columns = columnsOf(table);
  if (declared.holds !== 'person' && declared.holds !== 'linked') return declared.why ? [] : [`${name}: say why it holds nothing about a person`];
  const listed = declared.holds === 'person' ? [...declared.exported, ...declared.kept] : [...declared.columns];
  const problems = [
    ...columns.filter((c) => !listed.includes(c)).map((c) => `${name}.${c}: neither exported nor kept (the copy and the erasure do not know it)`),
    ...listed.filter((c) => !columns.includes(c)).map((c) => `${name}.${c}: declared, but the table has no such column`),
  ];
  if (declared.holds === 'person') {
    if (!columns.includes(declared.foundBy)) problems.push(`${name}: found by ${declared.foundBy}, which it does not have`);
    // The copy lists each table's rows oldest first.
    if (!declared.exported.includes('created_at')) problems.push(`${name}: the copy needs its created_at`);
    if (declared.erase !== 'delete') problems.push(...declared.erase.cleared.filter((c) => !columns.includes(c)).map((c) => `${name}.${c}: cleared, but no such column`));
  }
  return problems;
}

describe('every table declares what it holds about a person', () => {
  it('every table and every column is covered by the copy and the erasure', () => {
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.flatMap((table) => undeclared(table, PERSONAL_DATA[getTableName(table)]))).toEqual([]);
    expect(Object.keys(PERSONAL_DATA).sort()).toEqual(tables.map((t) => getTableName(t)).sort());
  });

  it('the tables that hold a visitor’s words are found by their address', () => {
    for (const table of ['survey_responses', 'contact_submissions', 'ebook_signups', 'stories', 'email_outbox', 'privacy_requests', 'newsletter_subscriptions']) {
      expect(PERSONAL_DATA[table]?.holds, table).toBe('person');
    }
  });

  it('fails for a new table, or a new column nobody declared', () => {
    const newsletter = pgTable('newsletter_subscribers', { id: uuid('id'), email: text('email') });
    expect(undeclared(newsletter as unknown as Table, undefined)).toEqual(['newsletter_subscribers: no personal data declaration next to its schema']);
    // survey_responses as it is, plus a column someone adds later.
    const columns = Object.fromEntries([...columnsOf(schema.surveyResponses as unknown as Table), 'city'].map((c) => [c, text(c)]));
    const grown = pgTable('survey_responses', columns);
    expect(undeclared(grown as unknown as Table, PERSONAL_DATA['survey_responses'])).toEqual(['survey_responses.city: neither exported nor kept (the copy and the erasure do not know it)']);
  });
});
