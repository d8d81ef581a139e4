import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { emailOutbox, emailSuppressions, ownerNotifications } from '../../platform/db/schema.ts';
import { takeStoryOffSite } from '../stories/index.server.ts';
import { belongsTo, personTables, type PersonHashes } from './personal-data.server.ts';

const table = (name: string) => {
  const found = personTables().find((t) => t.table === name);
  if (!found) throw new Error(`${name} is not declared as holding a person's rows`);
  return found;
};

/**
 * Erases everything of one person, in the caller's transaction (ADR 050): their published stories leave
 * every public place the one way stories come down (takeStoryOffSite: search and the assistant in this
 * transaction, the pages and the render cache read the status and hear the commit), then every declared
 * table loses their rows (or, for the privacy requests' record, the address), the owner's notifications
 * of their items go, and the owner's notification mails that quote the address lose their text. Only the
 * hashes stay, on the suppression list. Answers how many rows of each table went. `address` is the
 * address itself when known (not after a restore, which has only the hashes).
 */
export async function erasePerson(tx: Transaction, hashes: PersonHashes, address?: string, now = new Date()): Promise<Record<string, number>> {
  const storyIds = (await tx.execute<{ id: string }>(sql`select id from stories where ${belongsTo(table('stories'), hashes)} for update`)).rows.map((r) => r.id);
  let tookDown = false;
  for (const id of storyIds) tookDown = (await takeStoryOffSite(tx, id, 'withdrawn')) || tookDown;
  const enquiryIds = (await tx.execute<{ id: string }>(sql`select id from contact_submissions where ${belongsTo(table('contact_submissions'), hashes)}`)).rows.map((r) => r.id);
  const itemIds = [...storyIds, ...enquiryIds];
  if (itemIds.length > 0) await tx.delete(ownerNotifications).where(inArray(ownerNotifications.itemId, itemIds));
  if (address) {
    // The owner's notifications list enquiries in full, with the address: their text goes too.
    await tx
      .update(emailOutbox)
      .set({ textBody: '', htmlBody: '', purgedAt: now })
      .where(and(isNull(emailOutbox.purgedAt), or(sql`strpos(lower(${emailOutbox.textBody}), ${address.trim().toLowerCase()}) > 0`)));
  }
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
