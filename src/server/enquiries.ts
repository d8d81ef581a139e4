import type { ContactInput } from '../lib/forms/contact.ts';
import { getDb } from './db/client.ts';
import { contactSubmissions } from './db/schema.ts';

export async function saveEnquiry(input: ContactInput): Promise<void> {
  await getDb()
    .insert(contactSubmissions)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      service: input.service,
      message: input.message,
      submissionId: input.submissionId,
    })
    .onConflictDoNothing({ target: contactSubmissions.submissionId });
}
