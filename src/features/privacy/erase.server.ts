import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '../../platform/db/client.ts';
import { emailOutbox, emailSuppressions, ownerNotifications } from '../../platform/db/schema.ts';
import { indexCommitted } from '../search/index.server.ts';
import { takeStoryOffSite } from '../stories/index.server.ts';
import { belongsTo, personTables, type PersonHashes } from './personal-data.server.ts';

const table = (name: string) => {
  const found = personTables().find((t) => t.table === name);
  if (!found) throw new Error(`${name} is not declared as holding a person's rows`);
  return found;
};

/** What the owner's outbox shows as the subject of a notification emptied by an erasure. */
export const ERASED_SUBJECT = 'Emptied: it quoted a person whose data was erased';

/**
 * Erases everything of one person, in the caller's transaction (ADR 050): their published stories leave
 * every public place the one way stories come down (takeStoryOffSite: search and the assistant in this
 * transaction, the pages and the render cache read the status and hear the commit), then every declared
 * table loses their rows (or, for the privacy requests' record, the address), the owner's notifications
 * of their items go, and the owner's notification mails that quote the address lose their text and subject. Only the
 * hashes stay, on the suppression list. Everything is found by the hashes, so a restore, which has
 * only them, erases the same. Answers how many rows of each table went.
 */
export async function erasePerson(tx: Transaction, hashes: PersonHashes, now = new Date()): Promise<Record<string, number>> {
  const storyIds = (await tx.execute<{ id: string }>(sql`select id from stories where ${belongsTo(table('stories'), hashes)} for update`)).rows.map((r) => r.id);
  let tookDown = false;
  for (const id of storyIds) tookDown = (await takeStoryOffSite(tx, id, 'withdrawn')) || tookDown;
  const enquiryIds = (await tx.execute<{ id: string }>(sql`select id from contact_submissions where ${belongsTo(table('contact_submissions'), hashes)}`)).rows.map((r) => r.id);
  const itemIds = [...storyIds, ...enquiryIds];
  if (itemIds.length > 0) await tx.delete(ownerNotifications).where(inArray(ownerNotifications.itemId, itemIds));
  // The owner's notifications list enquiries in full, with the address: any message quoting it loses its text
  // and its subject (one written before subjects named no one said "from" and the name), found by the hash
  // of each address in it, so this works after a restore too.
  await tx
    .update(emailOutbox)
    .set({ subject: ERASED_SUBJECT, textBody: '', htmlBody: '', purgedAt: now })
    .where(
      and(
        isNull(emailOutbox.purgedAt),
        sql`exists (select 1 from regexp_matches(${emailOutbox.textBody}, '([^\\s<>"(),;:]+@[^\\s<>"(),;:]+)', 'g') as found(m)
                     where encode(sha256(convert_to(lower(rtrim(found.m[1], '.')), 'UTF8')), 'hex') = ${hashes.address})`,
      ),
    );
  const erased: Record<string, number> = { published_stories_taken_down: tookDown ? 1 : 0 };
  for (const declared of personTables()) {
    const where = belongsTo(declared, hashes);
    const name = sql.identifier(declared.table);
    const result =
      declared.erase === 'delete'
        ? await tx.execute(sql`delete from ${name} where ${where}`)
        : await tx.execute(sql`update ${name} set ${sql.join(declared.erase.cleared.map((c) => sql`${sql.identifier(c)} = null`), sql`, `)} where ${where}`);
    erased[declared.table] = result.rowCount ?? 0;
  }
  await tx.insert(emailSuppressions).values({ keyHash: hashes.mailbox, emailHash: hashes.address, erasedAt: now }).onConflictDoNothing();
  return erased;
}

/** Whether an address's mailbox is on the suppression list. */
export async function isErased(tx: Transaction, hashes: PersonHashes): Promise<boolean> {
  return (await tx.select({ k: emailSuppressions.keyHash }).from(emailSuppressions).where(eq(emailSuppressions.keyHash, hashes.mailbox))).length > 0;
}

/**
 * After a restore (ADR 050): every address on the suppression list is erased again, by its hashes, so
 * erasures made after the backup was taken hold. Answers how many addresses were gone through.
 */
export async function reapplyErasures(): Promise<number> {
  const erased = await getDb().select().from(emailSuppressions);
  let tookDown = false;
  for (const e of erased) {
    const counts = await getDb().transaction((tx) => erasePerson(tx, { address: e.emailHash, mailbox: e.keyHash }, e.erasedAt));
    tookDown = tookDown || (counts['published_stories_taken_down'] ?? 0) > 0;
  }
  if (tookDown) await indexCommitted();
  return erased.length;
}
