import type { EbookInput } from '../lib/forms/ebook.ts';
import { getDb } from './db/client.ts';
import { ebookSignups } from './db/schema.ts';

/** One row per address (case-insensitive): signing up again changes nothing and answers the same. */
export async function saveEbookSignup(input: EbookInput): Promise<void> {
  await getDb()
    .insert(ebookSignups)
    .values({ email: input.email, name: input.name, source: input.source, listType: 'ebook' })
    .onConflictDoNothing();
}
