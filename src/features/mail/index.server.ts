// What other code may use of this feature on the server.
export { createEmailQueues, startEmailWorkers } from './jobs.server.ts';
