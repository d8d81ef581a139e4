import { addSynonyms, askTellerAction, enquiryStatus, ownerForm, prepareStoryAction, removeSynonyms, retryEmailAction, reviewMode, reviewStatus, storyStatus, syncMedia } from '../../features/owner/index.server.ts';
import { createArticleForm, ownerTimeZoneForm, restoreRevisionForm, saveArticleForm } from '../../features/articles/index.server.ts';
import { formAction } from '../form-action.ts';
import { signIn } from './sign-in.ts';

export const admin = {
  signIn,
  setReviewStatus: formAction(reviewStatus),
  setReviewMode: formAction(reviewMode),
  setEnquiryStatus: formAction(enquiryStatus),
  setStoryStatus: formAction(storyStatus),
  prepareStory: formAction(prepareStoryAction),
  askTeller: formAction(askTellerAction),
  retryEmail: formAction(retryEmailAction),
  syncMedia: formAction(syncMedia),
  addSynonyms: formAction(addSynonyms),
  removeSynonyms: formAction(removeSynonyms),
  createArticle: formAction(ownerForm(createArticleForm)),
  saveArticle: formAction(ownerForm(saveArticleForm)),
  restoreArticleRevision: formAction(ownerForm(restoreRevisionForm)),
  setTimeZone: formAction(ownerForm(ownerTimeZoneForm)),
};
