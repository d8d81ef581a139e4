// What other code may use of this feature on the server.
export { createEmailQueues, startEmailWorkers } from './jobs.server.ts';
export { describeMails, mailsAbout, outboxEntries, outboxMessage } from './state.server.ts';
export type { OutboxRow } from './state.server.ts';
