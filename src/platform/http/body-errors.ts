export type BodyProblem = 'too large' | 'not received';

/**
 * Reading a request body fails in two ways that are the client's doing: Astro's Node adapter stops a
 * body (sent chunked, so with no length to refuse up front) at its size limit, and Node ends the body
 * of a client that went away or was too slow with "aborted".
 */
export function bodyProblem(error: unknown): BodyProblem | undefined {
  for (const e of [error, (error as { cause?: unknown } | undefined)?.cause]) {
    if (!(e instanceof Error)) continue;
    if (e.message.startsWith('Body size limit exceeded')) return 'too large';
    if (e.message === 'aborted' && (e as NodeJS.ErrnoException).code === 'ECONNRESET') return 'not received';
  }
  return undefined;
}
