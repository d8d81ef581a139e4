import type { ContactInput } from '../lib/forms/contact.ts';
import { config } from './config.ts';
import { getFormDb } from './db/client.ts';
import { contactSubmissions } from './db/schema.ts';
import { enquiryOwnerMessage, enquiryReplyMessage } from './email/messages.ts';
import { queueEmail } from './email/outbox.ts';

/** Stores the enquiry and, in the same transaction, queues the auto-reply and the owner's notification. */
export async function saveEnquiry(input: ContactInput): Promise<void> {
  await getFormDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(contactSubmissions)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        service: input.service,
        message: input.message,
        submissionId: input.submissionId,
      })
      .onConflictDoNothing({ target: contactSubmissions.submissionId })
      .returning({ id: contactSubmissions.id });
    if (inserted.length === 0) return; // the same form sent twice: it was answered the first time
    await queueEmail(tx, enquiryReplyMessage(input));
    const { OWNER_EMAIL, SITE_URL } = config();
    if (OWNER_EMAIL) await queueEmail(tx, enquiryOwnerMessage(OWNER_EMAIL, input, SITE_URL));
  });
}
