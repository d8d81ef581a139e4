import { addSynonyms, answerEnquiryAction, newBackupCodesAction, askTellerAction, declineStoryAction, enquiryStatus, mediaStatus, ownerForm, prepareStoryAction, privacyDoneAction, removeSynonyms, retryEmailAction, reviewMode, reviewStatus, storyMailLocaleAction, storyStatus, syncMedia } from '../../features/owner/index.server.ts';
import { createArticleForm, ownerTimeZoneForm, restoreRevisionForm, saveArticleForm } from '../../features/articles/index.server.ts';
import { newsletterSettingsForm, newsletterTestForm } from '../../features/newsletter/index.server.ts';
import { formAction } from '../form-action.ts';
import { signIn } from './sign-in.ts';

export const admin = {
  signIn,
  setReviewStatus: formAction(reviewStatus),
  setReviewMode: formAction(reviewMode),
  setEnquiryStatus: formAction(enquiryStatus),
  answerEnquiry: formAction(answerEnquiryAction),
  setStoryStatus: formAction(storyStatus),
  prepareStory: formAction(prepareStoryAction),
  askTeller: formAction(askTellerAction),
  declineStory: formAction(declineStoryAction),
  setStoryMailLocale: formAction(storyMailLocaleAction),
  retryEmail: formAction(retryEmailAction),
  privacyDone: formAction(privacyDoneAction),
  syncMedia: formAction(syncMedia),
  setMediaStatus: formAction(mediaStatus),
  addSynonyms: formAction(addSynonyms),
  removeSynonyms: formAction(removeSynonyms),
  newBackupCodes: formAction(newBackupCodesAction),
  createArticle: formAction(ownerForm(createArticleForm)),
  saveArticle: formAction(ownerForm(saveArticleForm)),
  restoreArticleRevision: formAction(ownerForm(restoreRevisionForm)),
  setTimeZone: formAction(ownerForm(ownerTimeZoneForm)),
  newsletterSettings: formAction(ownerForm(newsletterSettingsForm)),
  newsletterTest: formAction(ownerForm(newsletterTestForm)),
};
