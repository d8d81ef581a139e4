import { addSynonyms, answerEnquiryAction, askTellerAction, enquiryStatus, prepareStoryAction, removeSynonyms, retryEmailAction, reviewMode, reviewStatus, storyStatus, syncMedia } from '../../features/owner/index.server.ts';
import { ownerForm } from './owner-form.ts';
import { signIn } from './sign-in.ts';

export const admin = {
  signIn,
  setReviewStatus: ownerForm(reviewStatus),
  setReviewMode: ownerForm(reviewMode),
  setEnquiryStatus: ownerForm(enquiryStatus),
  answerEnquiry: ownerForm(answerEnquiryAction, 'admin.answerEnquiry'),
  setStoryStatus: ownerForm(storyStatus),
  prepareStory: ownerForm(prepareStoryAction, 'admin.prepareStory'),
  askTeller: ownerForm(askTellerAction),
  retryEmail: ownerForm(retryEmailAction),
  syncMedia: ownerForm(syncMedia),
  addSynonyms: ownerForm(addSynonyms, 'admin.addSynonyms'),
  removeSynonyms: ownerForm(removeSynonyms),
};
