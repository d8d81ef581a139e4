import { ActionError, type ActionAPIContext } from 'astro:actions';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { messagesFor } from '../i18n/messages.ts';
import { formValues, type Validation } from '../ui/forms/fields.ts';
import { clientIp } from '../platform/http/client-ip.ts';
import { storeSubmission } from '../platform/form-submission.ts';
import { log } from '../platform/log.ts';

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
  const client = clientIp(context.request.headers, context.clientAddress);
  const stored = await storeSubmission(spec.name, client, () => spec.store(validation.data), messages);
  if (!stored.ok) {
    if (stored.retryAfter) context.locals.retryAfter = stored.retryAfter;
    throw new ActionError({ code: stored.code, message: stored.message });
  }
  return { ok: true, stored: stored.stored };
}
