import type { ContactInput } from '../lib/forms/contact.ts';
import { config } from './config.ts';
import { getFormDb } from './db/client.ts';
import { contactSubmissions } from './db/schema.ts';
import { enquiryOwnerMessage, enquiryReplyMessage } from './email/messages.ts';
import { queueEmail, queueVisitorEmail } from './email/outbox.ts';

/**
 * Stores the enquiry and, in the same transaction, queues the owner's notification and the auto-reply
 * (unless its address has had its e-mails for the day).
 */
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
      .returning({ id: contactSubmissions.id, receivedAt: contactSubmissions.createdAt });
    const [receipt] = inserted;
    if (!receipt) return; // the same form sent twice: it was answered the first time
    const { OWNER_EMAIL, SITE_URL } = config();
    if (OWNER_EMAIL) await queueEmail(tx, enquiryOwnerMessage(OWNER_EMAIL, input, receipt, SITE_URL));
    // Last: it holds the address's lock until the commit.
    await queueVisitorEmail(tx, enquiryReplyMessage(input.email, input.service, receipt));
  });
}
