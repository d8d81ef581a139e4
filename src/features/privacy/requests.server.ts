import { and, count, desc, eq, sql } from 'drizzle-orm';
import { PAGE_SIZE, paged } from '../../platform/db/paging.ts';
import { getDb, getFormDb, type Transaction } from '../../platform/db/client.ts';
import { ebookSignups, enquiriesTable, privacyRequests, stories, surveyResponses, newsletterSubscriptions } from '../../platform/db/schema.ts';
import { queueVisitorEmail } from '../../platform/email/outbox.ts';
import { PRIVACY_OWNER_WORKING_DAYS, type PrivacyRequestKind } from '../../platform/limits.ts';
import { log } from '../../platform/log.ts';
import { indexCommitted } from '../search/index.server.ts';
import { takeStoryOffSite } from '../stories/index.server.ts';
import { erasePerson, isErased } from './erase.server.ts';
import { checkPrivacyLink, usePrivacyLink } from './links.server.ts';
import { privacyCopyMessage, privacyLinkMessage } from './mail.server.ts';
import { hashesOf } from './personal-data.server.ts';
import type { PrivacyConfirmInput, PrivacyRequestInput } from './schema.ts';
import { addWorkingDays } from './working-days.ts';

/**
 * A privacy request: stored, and a confirmation link queued to the address typed, in one transaction.
 * The answer is the same whether or not we hold anything for the address (what we hold shows only in
 * the copy, which goes to that mailbox). An erased address gets nothing and nothing of it is stored.
 */
export async function requestPrivacy(input: PrivacyRequestInput): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const hashes = hashesOf(email);
  await getFormDb().transaction(async (tx) => {
    if (await isErased(tx, hashes)) return;
    const [row] = await tx.insert(privacyRequests).values({ kind: input.kind, email, emailHash: hashes.address, locale: input.locale }).returning({ id: privacyRequests.id });
    if (!row) throw new Error('the privacy request was not stored');
    await queueVisitorEmail(tx, privacyLinkMessage(email, row.id, input.kind, input.locale));
  });
  log.info({ event: 'privacy_request', kind: input.kind }, 'privacy request stored');
}

export type PrivacyConfirmPage = { state: 'valid'; kind: PrivacyRequestKind } | { state: 'used' | 'expired' | 'invalid' };

/** The confirmation page: what the link would do. Opening it changes nothing. */
export async function privacyConfirmPage(token: string, now = new Date()): Promise<PrivacyConfirmPage> {
  const check = await checkPrivacyLink(token, now);
  if (check.state !== 'valid') return check;
  const [request] = await getDb().select({ kind: privacyRequests.kind }).from(privacyRequests).where(eq(privacyRequests.id, check.requestId));
  return request ? { state: 'valid', kind: request.kind } : { state: 'invalid' };
}

export type PrivacyOutcome =
  | { state: 'done'; kind: PrivacyRequestKind; capped?: true }
  | { state: 'owner'; kind: PrivacyRequestKind; dueAt: string }
  | { state: 'used' | 'expired' | 'invalid' };

const sameAddress = (column: Parameters<typeof eq>[0], email: string) => sql`lower(btrim(${column})) = ${email}`;

/** Publication consent withdrawn: every published story of the address comes down, the one way stories do. */
async function withdrawStories(tx: Transaction, email: string): Promise<number> {
  const published = await tx.select({ id: stories.id }).from(stories).where(and(sameAddress(stories.email, email), eq(stories.status, 'published')));
  for (const { id } of published) await takeStoryOffSite(tx, id, 'withdrawn');
  return published.length;
}

/** A correction: the name and the address on every row of the address; a published story's byline is the owner's to change. */
async function correct(tx: Transaction, email: string, input: PrivacyConfirmInput): Promise<{ changed: number; published: number }> {
  const newEmail = input.newEmail ? input.newEmail.toLowerCase() : undefined;
  let changed = 0;
  for (const table of [surveyResponses, enquiriesTable, stories, ebookSignups] as const) {
    const set: Record<string, string> = {};
    if (input.newName) set['name'] = input.newName;
    if (newEmail) set['email'] = newEmail;
    if (Object.keys(set).length === 0) break;
    if (table === ebookSignups && newEmail) {
      // One signup per address: an address that already has one keeps it, the old one goes.
      const [taken] = await tx.select({ id: ebookSignups.id }).from(ebookSignups).where(sameAddress(ebookSignups.email, newEmail));
      if (taken) {
        changed += (await tx.delete(ebookSignups).where(sameAddress(ebookSignups.email, email)).returning({ id: ebookSignups.id })).length;
        continue;
      }
    }
    changed += (await tx.update(table).set(set).where(sameAddress(table.email, email)).returning({ id: table.id })).length;
  }
  if (newEmail) changed += await correctNewsletterAddress(tx, email, newEmail);
  const [published] = await tx.select({ n: count() }).from(stories).where(and(sameAddress(stories.email, newEmail ?? email), eq(stories.status, 'published')));
  return { changed, published: published?.n ?? 0 };
}

/**
 * The digest's subscription follows a corrected address (it has no name). One subscription per
 * address: when the new address already has one, that one stays and the old address's goes.
 */
async function correctNewsletterAddress(tx: Transaction, email: string, newEmail: string): Promise<number> {
  const [taken] = await tx.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(sameAddress(newsletterSubscriptions.email, newEmail));
  const rows = taken
    ? await tx.delete(newsletterSubscriptions).where(sameAddress(newsletterSubscriptions.email, email)).returning({ id: newsletterSubscriptions.id })
    : await tx.update(newsletterSubscriptions).set({ email: newEmail, updatedAt: new Date() }).where(sameAddress(newsletterSubscriptions.email, email)).returning({ id: newsletterSubscriptions.id });
  return rows.length;
}

/** The button on the confirmation page: the request is carried out in one transaction, and the link is used up. */
export async function carryOutPrivacyRequest(input: PrivacyConfirmInput, now = new Date()): Promise<PrivacyOutcome> {
  let reindex = false;
  const outcome = await getDb().transaction(async (tx): Promise<PrivacyOutcome> => {
    const link = await usePrivacyLink(tx, input.token, now);
    if (link.state !== 'valid') return link;
    const [request] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, link.requestId)).for('update');
    if (!request?.email) return { state: 'used' };
    const { email, kind } = request;
    const done = async (outcome: string, extra: Partial<typeof privacyRequests.$inferInsert> = {}) =>
      tx.update(privacyRequests).set({ state: 'done', outcome, confirmedAt: now, doneAt: now, email: null, ...extra }).where(eq(privacyRequests.id, request.id));
    switch (kind) {
      case 'copy': {
        // Copies have a daily cap of their own (3 a day, as every mail a person asks for about their data).
        const queued = await queueVisitorEmail(tx, privacyCopyMessage(email, request.id, request.locale));
        await done(queued ? 'copy e-mailed' : 'copy not sent: this address had its copies for today');
        if (!queued) return { state: 'done', kind, capped: true };
        break;
      }
      case 'delete': {
        const erased = await erasePerson(tx, hashesOf(email), now);
        reindex = (erased['published_stories_taken_down'] ?? 0) > 0;
        const summary = Object.entries(erased)
          .filter(([table, n]) => n > 0 && table !== 'published_stories_taken_down' && table !== 'privacy_requests')
          .map(([table, n]) => `${table} ${n}`)
          .join(', ');
        await done(`erased on ${now.toISOString().slice(0, 10)}${summary ? `: ${summary}` : ': nothing was stored'}`);
        break;
      }
      case 'withdraw-story': {
        const n = await withdrawStories(tx, email);
        reindex = n > 0;
        await done(`${n} published ${n === 1 ? 'story' : 'stories'} taken down`);
        break;
      }
      case 'withdraw-ebook': {
        const n = (await tx.delete(ebookSignups).where(sameAddress(ebookSignups.email, email)).returning({ id: ebookSignups.id })).length;
        await done(n > 0 ? 'e-book signup deleted' : 'no e-book signup was stored');
        break;
      }
      case 'withdraw-newsletter': {
        const n = (
          await tx
            .update(newsletterSubscriptions)
            .set({ state: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
            .where(and(sameAddress(newsletterSubscriptions.email, email), sql`${newsletterSubscriptions.state} in ('pending', 'confirmed')`))
            .returning({ id: newsletterSubscriptions.id })
        ).length;
        // This request, done, is the record: the address cannot subscribe again (refusedNewsletter).
        await done(n > 0 ? 'newsletter subscription ended; the address is refused the digest from now on' : 'no newsletter subscription; the address is refused the digest from now on');
        break;
      }
      case 'correct': {
        const { changed, published } = await correct(tx, email, input);
        if (published > 0) {
          const dueAt = addWorkingDays(now, PRIVACY_OWNER_WORKING_DAYS);
          await tx
            .update(privacyRequests)
            .set({ state: 'owner', confirmedAt: now, dueAt, newName: input.newName, newEmail: input.newEmail || null, outcome: `${changed} rows corrected; a published story waits for the owner` })
            .where(eq(privacyRequests.id, request.id));
          return { state: 'owner', kind, dueAt: dueAt.toISOString() };
        }
        await done(`${changed} rows corrected`);
        break;
      }
    }
    return { state: 'done', kind };
  });
  log.info({ event: 'privacy_request_confirmed', outcome: outcome.state }, 'privacy request confirmed');
  if (reindex) await indexCommitted();
  return outcome;
}

// The owner's view

export function listPrivacyRequests({ page = 1 }: { page?: number }) {
  const db = getDb();
  return paged(
    db.select().from(privacyRequests).orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id)).limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(privacyRequests),
    page,
  );
}

/** How many requests wait for the owner (a change to a published story). */
export async function privacyRequestsWaiting(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(privacyRequests).where(eq(privacyRequests.state, 'owner'));
  return row?.n ?? 0;
}

/** The owner made the change a request asked for (a published story's byline): the request is done. */
export async function markPrivacyRequestDone(id: string, now = new Date()): Promise<boolean> {
  const rows = await getDb()
    .update(privacyRequests)
    .set({ state: 'done', doneAt: now, email: null, newName: null, newEmail: null })
    .where(and(eq(privacyRequests.id, id), eq(privacyRequests.state, 'owner')))
    .returning({ id: privacyRequests.id });
  return rows.length > 0;
}
