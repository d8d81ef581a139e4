import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { PERSONAL_DATA, type PersonalData } from '../../platform/db/schema.ts';
import { addressHash, mailboxHash } from '../../platform/email/address.ts';

/** What finds a person's rows: SHA-256 of the address (trimmed, lower case) and of its mailbox key. An erasure keeps only these. */
export interface PersonHashes {
  address: string;
  mailbox: string;
}

export const hashesOf = (email: string): PersonHashes => ({ address: addressHash(email), mailbox: mailboxHash(email) });

export type PersonTable = Extract<PersonalData, { holds: 'person' }> & { table: string };

/** The tables that hold rows found by an address, as schema.ts declares them. */
export const personTables = (): PersonTable[] =>
  Object.entries(PERSONAL_DATA).flatMap(([table, data]) => (data.holds === 'person' ? [{ ...data, table }] : []));

const sha256 = (column: SQLWrapper) => sql`encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`;

/** The rows of `table` that are the person's, found by hashes only (so a restore can find them again). */
export function belongsTo(table: PersonTable, hashes: PersonHashes): SQL {
  const column = sql.identifier(table.foundBy);
  if (table.match === 'address') return sql`${sha256(sql`lower(btrim(${column}))`)} = ${hashes.address}`;
  if (table.match === 'mailbox') return sql`${sha256(column)} = ${hashes.mailbox}`;
  return sql`${column} = ${hashes.address}`;
}

export type Rows = Record<string, unknown>[];

/** The person's rows of every declared table, the exported columns only, oldest first. */
export async function personalRows(db: Pick<Transaction, 'execute'>, hashes: PersonHashes): Promise<Record<string, Rows>> {
  const found: Record<string, Rows> = {};
  for (const table of personTables()) {
    const columns = sql.join(table.exported.map((c) => sql.identifier(c)), sql`, `);
    const result = await db.execute(sql`select ${columns} from ${sql.identifier(table.table)} where ${belongsTo(table, hashes)} order by created_at`);
    found[table.table] = result.rows as Rows;
  }
  return found;
}
