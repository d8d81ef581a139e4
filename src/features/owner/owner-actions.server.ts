import {
  validateEnquiryStatus,
  validateReviewMode,
  validateReviewStatus,
  validateRetryEmail,
  validatePrivacyDone,
  type PrivacyDoneInput,
  validateSyncMedia,
  validateMediaStatus,
  type MediaStatusInput,
  MEDIA_NOT_FOUND,
  validateAddSynonyms,
  validateRemoveSynonyms,
  validateNewBackupCodes,
  type NewBackupCodesInput,
  type AddSynonymsInput,
  type RemoveSynonymsInput,
  type EnquiryStatusInput,
  type ReviewModeInput,
  type ReviewStatusInput,
  type RetryEmailInput,
} from './schema.ts';
import { answerEnquiry, firstAttempt, setEnquiryStatus, validateAnswerEnquiry, type AnswerEnquiryInput, type EnquiryStatus } from '../enquiries/index.server.ts';
import {
  askTeller,
  declineStory,
  prepareStory,
  setStoryMailLocale,
  setStoryStatus,
  validateAskTeller,
  validateDeclineStory,
  validatePrepareStory,
  validateStoryMailLocale,
  validateStoryStatus,
  type AskTellerInput,
  type DeclineNote,
  type DeclineStoryInput,
  type ListStatus,
  type PrepareStoryInput,
  type StoryMailLocaleInput,
  type StoryStatusInput,
} from '../stories/index.server.ts';
import { setHoldEveryReview, setReviewStatus } from '../reviews/index.server.ts';
import { setMediaStatus, syncAllMedia } from '../media/index.server.ts';
import { addSynonymGroup, removeSynonymGroup } from '../search/index.server.ts';
import { markPrivacyRequestDone } from '../privacy/index.server.ts';
import { retryEmail } from '../../platform/email/outbox.ts';
import { log } from '../../platform/log.ts';
import { ownerForm } from './owner-action.server.ts';
import { makeNewBackupCodes } from './auth/backup-codes.server.ts';

// What each owner-area form changes. The pages show these messages when a change is refused.
export const OWNER_ACTION_FAILURES = {
  reviewStatus: 'That response could not be changed. It may have been deleted.',
  enquiryStatus: 'The status could not be changed.',
  storyStatus: 'That story could not be changed.',
  retryEmail: 'That message cannot be retried.',
  privacyDone: 'That request does not wait for you.',
  addSynonyms: 'Those words are already a group.',
  removeSynonyms: 'That group is already gone.',
  newBackupCodes: 'The password is not correct. Your backup codes are unchanged.',
} as const;

/** Approve (or show again) and hide: one response, or those the owner selected. */
export const reviewStatus = ownerForm<ReviewStatusInput, { status: ReviewStatusInput['status']; changed: number }>({
  name: 'admin.setReviewStatus',
  lists: ['id'],
  validate: validateReviewStatus,
  async run({ id: ids, status }) {
    const changed = await setReviewStatus(ids, status);
    if (changed === 0) return { ok: false, status: 404, message: OWNER_ACTION_FAILURES.reviewStatus };
    log.info({ event: 'admin_review_status', ids, status, changed }, 'owner changed reviews');
    return { ok: true, data: { status, changed } };
  },
});

/** "Publish reviews at once" (the default) or "Hold every review for me". */
export const reviewMode = ownerForm<ReviewModeInput, ReviewModeInput>({
  name: 'admin.setReviewMode',
  validate: validateReviewMode,
  async run({ mode }) {
    await setHoldEveryReview(mode === 'hold');
    log.info({ event: 'admin_review_mode', mode }, 'owner chose when reviews are published');
    return { ok: true, data: { mode } };
  },
});

export const enquiryStatus = ownerForm<EnquiryStatusInput, { id: string; status: EnquiryStatus }>({
  name: 'admin.setEnquiryStatus',
  validate: validateEnquiryStatus,
  async run({ id, status }) {
    if (!(await setEnquiryStatus(id, status))) return { ok: false, status: 404, message: OWNER_ACTION_FAILURES.enquiryStatus };
    log.info({ event: 'admin_enquiry_status', id, status }, 'owner changed an enquiry');
    return { ok: true, data: { id, status } };
  },
});

/** How long "Send reply" waits for the first attempt to send, so the page it returns to can say how it went. */
const ANSWER_WAIT_MS = 5000;

export const answerEnquiryAction = ownerForm<AnswerEnquiryInput, { id: string; outboxId: string }>({
  name: 'admin.answerEnquiry',
  validate: validateAnswerEnquiry,
  async run(input) {
    const result = await answerEnquiry(input);
    if (!result.ok) return result;
    log.info({ event: 'admin_enquiry_answered', id: input.id }, 'owner answered an enquiry');
    await firstAttempt(result.outboxId, ANSWER_WAIT_MS);
    return { ok: true, data: { id: input.id, outboxId: result.outboxId } };
  },
});

export const storyStatus = ownerForm<StoryStatusInput, { status: ListStatus }>({
  name: 'admin.setStoryStatus',
  validate: validateStoryStatus,
  async run({ id, status }) {
    if (!(await setStoryStatus(id, status))) return { ok: false, status: 404, message: OWNER_ACTION_FAILURES.storyStatus };
    log.info({ event: 'admin_story_status', id, status }, 'owner changed a story');
    return { ok: true, data: { status } };
  },
});

export const prepareStoryAction = ownerForm<PrepareStoryInput, { id: string; saved: true }>({
  name: 'admin.prepareStory',
  validate: validatePrepareStory,
  async run(input) {
    const result = await prepareStory(input);
    if (!result.ok) return result;
    log.info({ event: 'admin_story_prepared', id: input.id }, 'owner prepared a story');
    return { ok: true, data: { id: input.id, saved: true } };
  },
});

export const askTellerAction = ownerForm<AskTellerInput, { id: string; asked: true }>({
  name: 'admin.askTeller',
  validate: validateAskTeller,
  async run({ id }) {
    const result = await askTeller(id);
    if (!result.ok) return result;
    log.info({ event: 'admin_story_asked', id }, 'owner asked the teller to approve a story');
    return { ok: true, data: { id, asked: true } };
  },
});

/** The confirmed Decline, with the owner's note to the teller when its box is ticked. */
export const declineStoryAction = ownerForm<DeclineStoryInput, { id: string; note: DeclineNote }>({
  name: 'admin.declineStory',
  validate: validateDeclineStory,
  async run({ id, note, sendNote }) {
    const result = await declineStory(id, sendNote ? note : null);
    if (!result.ok) return result;
    log.info({ event: 'admin_story_declined', id, note: result.note }, 'owner declined a story');
    return { ok: true, data: { id, note: result.note } };
  },
});

export const storyMailLocaleAction = ownerForm<StoryMailLocaleInput, StoryMailLocaleInput>({
  name: 'admin.setStoryMailLocale',
  validate: validateStoryMailLocale,
  async run({ id, locale }) {
    if (!(await setStoryMailLocale(id, locale))) return { ok: false, status: 404, message: OWNER_ACTION_FAILURES.storyStatus };
    log.info({ event: 'admin_story_mail_locale', id, locale }, 'owner chose the language of a teller’s e-mails');
    return { ok: true, data: { id, locale } };
  },
});

export const retryEmailAction = ownerForm<RetryEmailInput, { queued: true }>({
  name: 'admin.retryEmail',
  validate: validateRetryEmail,
  async run({ id }) {
    // A message that is sent or already queued, or that does not exist, is not queued again.
    if (!(await retryEmail(id))) return { ok: false, status: 409, message: OWNER_ACTION_FAILURES.retryEmail };
    log.info({ event: 'admin_email_retry', id }, 'owner retried an e-mail');
    return { ok: true, data: { queued: true } };
  },
});

/** The owner made the change a privacy request asked for (a published story's byline): the request is done. */
export const privacyDoneAction = ownerForm<PrivacyDoneInput, { done: true }>({
  name: 'admin.privacyDone',
  validate: validatePrivacyDone,
  async run({ id }) {
    if (!(await markPrivacyRequestDone(id))) return { ok: false, status: 409, message: OWNER_ACTION_FAILURES.privacyDone };
    log.info({ event: 'admin_privacy_done', id }, 'owner finished a privacy request');
    return { ok: true, data: { done: true } };
  },
});

export const syncMedia = ownerForm<Record<string, never>, { synced: number; sources: number }>({
  name: 'admin.syncMedia',
  validate: validateSyncMedia,
  async run() {
    const outcomes = await syncAllMedia();
    log.info({ event: 'admin_media_sync', outcomes: outcomes.map((o) => ({ source: o.source, ok: o.ok })) }, 'owner ran media sync');
    return { ok: true, data: { synced: outcomes.filter((o) => o.ok).length, sources: outcomes.length } };
  },
});

/** Hide an episode or a video (after the owner confirmed), or show it again. */
export const mediaStatus = ownerForm<MediaStatusInput, MediaStatusInput>({
  name: 'admin.setMediaStatus',
  validate: validateMediaStatus,
  async run(input) {
    if (!(await setMediaStatus(input.kind, input.id, input.status))) return { ok: false, status: 404, message: MEDIA_NOT_FOUND };
    log.info({ event: 'admin_media_status', ...input }, 'owner changed an episode or a video');
    return { ok: true, data: input };
  },
});

/**
 * "Make new backup codes": the page shows the new set once, in the answer to this post (never in an
 * address or a later page); the old set stops working. The owner's password first, as better-auth asks.
 */
export const newBackupCodesAction = ownerForm<NewBackupCodesInput, { codes: string[] }>({
  name: 'admin.newBackupCodes',
  validate: validateNewBackupCodes,
  async run({ password }, owner) {
    const made = await makeNewBackupCodes(owner.userId, password);
    if (made.ok) {
      log.info({ event: 'admin_backup_codes_replaced', userId: owner.userId }, 'owner made new backup codes');
      return { ok: true, data: { codes: made.codes } };
    }
    log.info({ event: 'admin_backup_codes_refused', userId: owner.userId, reason: made.reason }, 'new backup codes refused');
    if (made.reason === 'limited') {
      const minutes = Math.ceil(made.retryAfter / 60);
      return { ok: false, status: 429, retryAfter: made.retryAfter, message: `Too many wrong passwords. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.` };
    }
    return { ok: false, status: 400, message: OWNER_ACTION_FAILURES.newBackupCodes };
  },
});

export const addSynonyms = ownerForm<AddSynonymsInput, { terms: string[] }>({
  name: 'admin.addSynonyms',
  validate: validateAddSynonyms,
  async run({ terms }) {
    if (!(await addSynonymGroup(terms))) return { ok: false, status: 409, message: OWNER_ACTION_FAILURES.addSynonyms };
    log.info({ event: 'admin_synonyms_added', terms: terms.length }, 'owner added synonyms for search');
    return { ok: true, data: { terms } };
  },
});

export const removeSynonyms = ownerForm<RemoveSynonymsInput, { removed: true }>({
  name: 'admin.removeSynonyms',
  validate: validateRemoveSynonyms,
  async run({ id }) {
    if (!(await removeSynonymGroup(id))) return { ok: false, status: 404, message: OWNER_ACTION_FAILURES.removeSynonyms };
    log.info({ event: 'admin_synonyms_removed', id }, 'owner removed synonyms for search');
    return { ok: true, data: { removed: true } };
  },
});
