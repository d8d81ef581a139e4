import { addSynonyms, askTellerAction, enquiryStatus, prepareStoryAction, privacyDoneAction, removeSynonyms, retryEmailAction, reviewMode, reviewStatus, storyStatus, syncMedia } from '../../features/owner/index.server.ts';
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
  privacyDone: formAction(privacyDoneAction),
  syncMedia: formAction(syncMedia),
  addSynonyms: formAction(addSynonyms),
  removeSynonyms: formAction(removeSynonyms),
};
