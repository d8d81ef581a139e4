import type { Messages } from '../i18n/messages.ts';
import { errorSummary, isDatabaseUnavailable, rejectedConstraint } from './db/errors.ts';
import { log } from './log.ts';
import { takeFormSlot } from './http/rate-limit.ts';

/**
 * How long a visitor waits for the form's database work. A database that does not answer at all (a
 * hung host, a stalled disk, a locked table) then gets them "try again" (503), not a page that hangs
 * until it returns. Work that completes later is harmless: every form is idempotent per submission
 * (or per address).
 */
const DATABASE_DEADLINE_MS = 1500;

function withinDatabaseDeadline<T>(work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`the database did not answer within ${DATABASE_DEADLINE_MS} ms`), { code: 'ETIMEDOUT' })),
      DATABASE_DEADLINE_MS,
    );
  });
  return Promise.race([work(), late]).finally(() => clearTimeout(timer));
}

export type Submission<R> =
  | { ok: true; stored: R }
  | { ok: false; code: 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE' | 'BAD_REQUEST'; message: string; retryAfter?: number };

/**
 * A valid submission of `form` from `client`: rate-limited, then stored; success only once `store`
 * has committed. A database that is away or too slow is "try again" (503), values it refuses are 400.
 */
export async function storeSubmission<R>(
  form: string,
  client: string,
  store: () => Promise<R>,
  messages: Messages['forms']['server'],
): Promise<Submission<R>> {
  let stored: R;
  try {
    const slot = await withinDatabaseDeadline(async () => {
      const taken = await takeFormSlot(form, client);
      return taken.allowed ? { ...taken, stored: await store() } : taken;
    });
    if (!slot.allowed) return { ok: false, code: 'TOO_MANY_REQUESTS', message: messages.rateLimited(slot.retryAfter), retryAfter: slot.retryAfter };
    stored = slot.stored;
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      log.error({ form, dbError: errorSummary(error) }, 'database unavailable');
      return { ok: false, code: 'SERVICE_UNAVAILABLE', message: messages.unavailable, retryAfter: 5 };
    }
    const constraint = rejectedConstraint(error);
    if (constraint) {
      log.warn({ form, constraint }, 'constraint rejected input');
      return { ok: false, code: 'BAD_REQUEST', message: messages.rejected };
    }
    throw error;
  }
  log.info({ form }, 'form stored');
  return { ok: true, stored };
}
