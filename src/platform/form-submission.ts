import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { messagesFor, type Messages } from '../i18n/messages.ts';
import { formValues, type Validation } from '../ui/forms/fields.ts';
import { errorSummary, isDatabaseUnavailable, rejectedConstraint } from './db/errors.ts';
import { log } from './log.ts';
import { takeFormSlot } from './http/rate-limit.ts';

// The one pipeline every form takes, public and owner's alike (docs/decisions/003, 009, 018, 041). The
// middleware has refused a cross-site post before any form runs; then, in this order:
//
//   1. the session, when the form needs one (owner forms): nothing of the form is read without it  → 401
//   2. the fields as posted, kept for the page a plain POST comes back to
//   3. the strict schema: every problem kept for the page, the first in the answer                 → 400
//   4. the honeypot, when the form has one (public forms): a bot's post is thanked and discarded
//   5. the change: for public forms a slot of the per-client rate limit, then the store, both
//      within the database deadline                                                               → 429, 503, 400
//   6. the answer: success only once the change has committed; a refusal the change itself returns → 404, 409

/**
 * How long a visitor waits for a public form's database work. A database that does not answer at all
 * (a hung host, a stalled disk, a locked table) then gets them "try again" (503), not a page that hangs
 * until it returns. Work that completes later is harmless: every public form is idempotent per
 * submission (or per address).
 */
const DATABASE_DEADLINE_MS = 1500;

/** The seconds a "try again" (503) answer asks the client to wait. */
const UNAVAILABLE_RETRY_SECONDS = 5;

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

/** What a form's change answers: done, or refused because the row is gone (404) or cannot change (409). */
export type FormOutcome<R> = { ok: true; data: R } | { ok: false; status: 400 | 404 | 409 | 429; message: string; retryAfter?: number };

export type FormAnswer<R> =
  | { ok: true; data: R }
  | { ok: false; status: 400 | 401 | 404 | 409 | 429 | 503; message: string; retryAfter?: number };

/** The words of the pipeline's own answers to a public form (429, 503, a value the database refused). */
export type ServerMessages = Messages['forms']['server'];

/** What the request brings and where the pipeline leaves what the page needs (Astro's `locals`). */
export interface FormRequest {
  headers: Headers;
  ip: string;
  /**
   * The request's locals: who is signed in, when the owner area's guard already looked; the pipeline
   * puts there what was posted (`form`) and how long to wait before trying again (`retryAfter`).
   */
  locals?: App.Locals | undefined;
}

export interface FormSpec<T, R, S = undefined> {
  /** For the logs, the rate limit, and the page that shows what was posted (`locals.form.name`). */
  name: string;
  /** Fields a form may send several times (checkboxes of one name); each arrives as an array. */
  lists?: readonly string[];
  /** Owner forms: who is signed in (undefined: nobody), and what a post without a session is told. */
  session?: { find: (request: FormRequest) => Promise<S | null | undefined>; signedOut: string };
  validate: (input: unknown) => Validation<T>;
  /** Public forms: a field people never see, which bots fill; such a post gets `answer` and is dropped. */
  honeypot?: { filled: (data: T) => boolean; answer: R };
  /**
   * Public forms: each client may post this form a few times a minute, and the database work (that
   * slot, then `run`) has DATABASE_DEADLINE_MS; a database away or too slow is "try again" (503), a
   * value it refuses is 400. The answers are in the form's language.
   */
  storeFirst?: { messages: (data: T) => ServerMessages };
  /** The change itself; it commits before it returns. A refusal is returned, not thrown. */
  run: (data: T, session: S) => Promise<FormOutcome<R>>;
}

/** A public form: honeypot (`website`), per-client rate limit and the database deadline, then `store`. */
export function publicForm<T extends { website: string; locale?: Locale }, R>(
  name: string,
  validate: (input: unknown) => Validation<T>,
  store: (data: T) => Promise<R>,
): FormSpec<T, { ok: true; stored?: R }> {
  return {
    name,
    validate,
    honeypot: { filled: (data) => data.website !== '', answer: { ok: true } },
    storeFirst: { messages: (data) => messagesFor(data.locale ?? DEFAULT_LOCALE).forms.server },
    run: async (data) => ({ ok: true, data: { ok: true, stored: await store(data) } }),
  };
}

async function storeFirst<R>(
  form: string,
  client: string,
  store: () => Promise<FormOutcome<R>>,
  messages: ServerMessages,
): Promise<FormAnswer<R>> {
  let outcome: FormOutcome<R>;
  try {
    const slot = await withinDatabaseDeadline(async () => {
      const taken = await takeFormSlot(form, client);
      return taken.allowed ? { ...taken, outcome: await store() } : taken;
    });
    if (!slot.allowed) return { ok: false, status: 429, message: messages.rateLimited(slot.retryAfter), retryAfter: slot.retryAfter };
    outcome = slot.outcome;
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      log.error({ form, dbError: errorSummary(error) }, 'database unavailable');
      return { ok: false, status: 503, message: messages.unavailable, retryAfter: UNAVAILABLE_RETRY_SECONDS };
    }
    const constraint = rejectedConstraint(error);
    if (constraint) {
      log.warn({ form, constraint }, 'constraint rejected input');
      return { ok: false, status: 400, message: messages.rejected };
    }
    throw error;
  }
  if (outcome.ok) log.info({ form }, 'form stored');
  return outcome;
}

const postedText = (values: Record<string, string | string[]>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** Runs `form` through the pipeline above; the answer says what to tell the client. */
export async function submitForm<T, R, S>(spec: FormSpec<T, R, S>, form: FormData, request: FormRequest): Promise<FormAnswer<R>> {
  let session = undefined as S;
  if (spec.session) {
    const found = await spec.session.find(request);
    if (found === undefined || found === null) return { ok: false, status: 401, message: spec.session.signedOut };
    session = found;
  }
  const values = formValues(form, spec.lists ?? []);
  const posted: NonNullable<App.Locals['form']> = { name: spec.name, values: values.ok ? postedText(values.data) : {} };
  if (request.locals) request.locals.form = posted;
  const validation = values.ok ? spec.validate(values.data) : values;
  if (!validation.ok) {
    posted.problem = validation.problem;
    posted.problems = validation.problems;
    return { ok: false, status: 400, message: validation.problem.message };
  }
  const data = validation.data;
  if (spec.honeypot?.filled(data)) {
    log.info({ form: spec.name }, 'honeypot filled: submission discarded');
    return { ok: true, data: spec.honeypot.answer };
  }
  const answer: FormAnswer<R> = spec.storeFirst
    ? await storeFirst(spec.name, request.ip, () => spec.run(data, session), spec.storeFirst.messages(data))
    : await spec.run(data, session);
  if (!answer.ok && answer.retryAfter !== undefined && request.locals) request.locals.retryAfter = answer.retryAfter;
  return answer;
}
