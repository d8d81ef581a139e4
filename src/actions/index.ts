import { admin } from './admin/index.ts';
import { contact } from './enquiry.ts';
import { ebook } from './ebook.ts';
import { newsletterConfirm, newsletterSubscribe } from './newsletter.ts';
import { privacyConfirm, privacyRequest } from './privacy.ts';
import { story } from './story.ts';
import { storyRemoval, storyRemovalRequest, storyReview } from './story-links.ts';
import { survey } from './survey.ts';

export const server = { survey, contact, ebook, story, storyReview, storyRemovalRequest, storyRemoval, privacyRequest, privacyConfirm, newsletterSubscribe, newsletterConfirm, admin };
