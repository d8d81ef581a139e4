import { queueArticlesJob } from './jobs.server.ts';
import { createArticle, ownerTimeZone, restoreRevision, saveArticle, setOwnerTimeZone, type SavedArticle } from './owner.server.ts';
import { ARTICLE_MESSAGES, type SaveArticleInput, validateCreateArticle, validateRestoreRevision, validateSaveArticle } from './schema.ts';
import { runningBoss } from '../../platform/jobs/running.ts';
import { log } from '../../platform/log.ts';
import * as z from 'zod/mini';
import { validateWith, type Validation } from '../../ui/forms/fields.ts';
import type { FormOutcome } from '../../platform/form-submission.ts';
import { forms } from '../../i18n/en/forms.ts';
import type { Locale } from '../../i18n/locales.ts';

// The owner's article forms for the one form pipeline (src/platform/form-submission.ts). They are
// made owner forms (a signed-in owner first) where the actions are registered, src/actions/admin: the
// owner feature's index reaches search, which reaches this feature, so it cannot be imported here.

interface ArticleFormSpec<I, O> {
  name: string;
  validate: (input: unknown) => Validation<I>;
  run: (data: I) => Promise<FormOutcome<O>>;
}
const articleForm = <I, O>(spec: ArticleFormSpec<I, O>) => spec;

/** Search follows a publication at once (a job); a schedule also gets a job at its own moment. */
async function followPublicChange(at: Date | undefined) {
  if (!at) return;
  await queueArticlesJob(runningBoss()).catch((error: Error) => log.warn({ err: error.message }, 'articles job not queued'));
  if (at.getTime() > Date.now()) await queueArticlesJob(runningBoss(), at).catch((error: Error) => log.warn({ err: error.message }, 'scheduled articles job not queued'));
}

export const createArticleForm = articleForm<Record<string, never>, { id: string }>({
  name: 'admin.createArticle',
  validate: validateCreateArticle,
  async run() {
    const id = await createArticle();
    log.info({ event: 'admin_article_created', id }, 'owner started an article');
    return { ok: true, data: { id } };
  },
});

export const saveArticleForm = articleForm<SaveArticleInput, SavedArticle>({
  name: 'admin.saveArticle',
  validate: validateSaveArticle,
  async run(input) {
    const result = await saveArticle(input, await ownerTimeZone());
    if (!result.ok || input.intent === 'preview') return result;
    log.info({ event: 'admin_article_saved', id: input.id, locale: input.locale, intent: input.intent }, 'owner saved an article');
    await followPublicChange(result.data.publicChange);
    return result;
  },
});

export const restoreRevisionForm = articleForm<{ id: string; revision: string }, { id: string; locale: Locale }>({
  name: 'admin.restoreArticleRevision',
  validate: validateRestoreRevision,
  async run({ id, revision }) {
    const result = await restoreRevision(id, revision);
    if (!result.ok) return result;
    log.info({ event: 'admin_article_restored', id, revision }, 'owner restored an article revision');
    await followPublicChange(result.data.publicChange);
    return { ok: true, data: { id: result.data.id, locale: result.data.locale } };
  },
});

const TimeZoneSchema = z.strictObject({ timeZone: z.string({ error: ARTICLE_MESSAGES.timeZone }).check(z.maxLength(64, { error: ARTICLE_MESSAGES.timeZone })) });

export const ownerTimeZoneForm = articleForm<{ timeZone: string }, { timeZone: string }>({
  name: 'admin.setTimeZone',
  validate: (input) => validateWith(TimeZoneSchema, {}, input, forms.fields),
  async run({ timeZone }) {
    if (!(await setOwnerTimeZone(timeZone))) return { ok: false, status: 409, message: ARTICLE_MESSAGES.timeZone };
    log.info({ event: 'admin_time_zone', timeZone }, 'owner set the time zone');
    return { ok: true, data: { timeZone } };
  },
});

export type { SavedArticle };
