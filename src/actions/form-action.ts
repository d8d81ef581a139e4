import { ActionError, type ActionAPIContext } from 'astro:actions';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { messagesFor } from '../i18n/messages.ts';
import { formValues, type Validation } from '../lib/forms/fields.ts';
import { clientIp } from '../server/client-ip.ts';
import { errorSummary, isDatabaseUnavailable, rejectedConstraint } from '../server/db/errors.ts';
import { log } from '../server/log.ts';
import { takeFormSlot } from '../server/rate-limit.ts';

/**
 * How long a visitor waits for the form's database work. A database that does not answer at all (a
 * hung host, a stalled disk) then gets them "try again" (503), not a page that hangs until it returns.
 * Work that completes later is harmless: every form is idempotent per submission (or per address).
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

interface FormSpec<T, R> {
  name: string;
  validate: (input: unknown) => Validation<T>;
  /** Stores the submission; what it answers (e.g. whether an e-mail was queued) goes back to the page. */
  store: (data: T) => Promise<R>;
}

/**
 * The one path every public form takes: validate (first problem only), drop honeypot hits,
 * rate-limit per client, store, and answer success only after the row is committed.
 */
export async function handleFormPost<T extends { website: string; language?: Locale }, R = void>(
  spec: FormSpec<T, R>,
  input: FormData,
  context: ActionAPIContext,
): Promise<{ ok: true; stored?: R }> {
  const values = formValues(input);
  const validation = values.ok ? spec.validate(values.data) : values;
  context.locals.form = { name: spec.name, values: values.ok ? values.data : {} };
  if (!validation.ok) {
    context.locals.form.problem = validation.problem;
    throw new ActionError({ code: 'BAD_REQUEST', message: validation.problem.message });
  }
  if (validation.data.website) {
    log.info({ form: spec.name }, 'honeypot filled: submission discarded');
    return { ok: true };
  }
  const messages = messagesFor(validation.data.language ?? DEFAULT_LOCALE).forms.server;
  let stored: R;
  try {
    const slot = await withinDatabaseDeadline(async () => {
      const taken = await takeFormSlot(spec.name, clientIp(context.request.headers, context.clientAddress));
      return taken.allowed ? { ...taken, stored: await spec.store(validation.data) } : taken;
    });
    if (!slot.allowed) {
      context.locals.retryAfter = slot.retryAfter;
      throw new ActionError({
        code: 'TOO_MANY_REQUESTS',
        message: messages.rateLimited(slot.retryAfter),
      });
    }
    stored = slot.stored;
  } catch (error) {
    if (error instanceof ActionError) throw error;
    if (isDatabaseUnavailable(error)) {
      log.error({ form: spec.name, dbError: errorSummary(error) }, 'database unavailable');
      context.locals.retryAfter = 5;
      throw new ActionError({
        code: 'SERVICE_UNAVAILABLE',
        message: messages.unavailable,
      });
    }
    const constraint = rejectedConstraint(error);
    if (constraint) {
      log.warn({ form: spec.name, constraint }, 'constraint rejected input');
      throw new ActionError({ code: 'BAD_REQUEST', message: messages.rejected });
    }
    throw error;
  }
  log.info({ form: spec.name }, 'form stored');
  return { ok: true, stored };
}
