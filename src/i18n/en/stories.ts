import { STORY_LINK_DAYS } from '../../platform/limits.ts';

/** What a form post's refusal said: the code of the action error, and the field it was about. */
export interface PostProblem {
  code: string;
  message: string;
  field?: string | undefined;
  retryAfter?: number | undefined;
}

/** The published stories: list, story page, the teller's private pages, the home section and the feed. */
export const stories = {
  index: {
    title: 'Stories',
    titlePage: (page: number) => `Stories, page ${page}`,
    heading: 'Kwento nyo: your stories',
    intro: 'Overseas Filipino workers tell their own stories, in their own words, published with their approval.',
    description: 'Stories of overseas Filipino workers and their families, told by them and published with their approval.',
    empty: 'No stories are published yet. Be the first: share yours.',
    shareLink: 'Share your story',
    pagesLabel: 'Pages',
    previous: 'Newer stories',
    next: 'Older stories',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  card: {
    byline: (byline: string, country: string) => (country ? `${byline}, ${country}` : byline),
    readMore: 'Read the story',
    readMoreLabel: (title: string) => `Read the story: ${title}`,
  },
  latest: {
    heading: 'Kwento nyo',
    intro: 'Stories from our community, published with each teller’s approval.',
    allStories: 'All stories',
  },
  article: {
    back: 'All stories',
    byline: (byline: string, country: string) => (country ? `By ${byline}, ${country}` : `By ${byline}`),
    consent: 'Published with the teller’s approval. Names and details may have been changed to protect their privacy.',
    remove: 'Remove my story',
    removeHint: 'Did you write this story? You can take it down at any time.',
  },
  gone: {
    title: 'Story taken down',
    description: 'This story is no longer published.',
    heading: 'This story is no longer on the site',
    text: 'It was taken down by the person who told it, or by us. The other stories from our community are still here.',
    allStories: 'Read other stories',
  },
  removalRequest: {
    title: 'Remove my story',
    description: 'Take down a story you shared with us.',
    heading: 'Remove my story',
    intro: (title: string) =>
      `If you wrote “${title}”, enter the e-mail address you sent it from. We will e-mail you a private link that takes the story down at once.`,
    email: 'Your email address',
    emailHint: 'The address you used when you shared your story.',
    send: 'Send me the link',
    sending: 'Sending...',
    sentHeading: 'Check your e-mail',
    sent: `If this address sent this story, we have e-mailed it a private link to remove it. The link works once, for ${STORY_LINK_DAYS} days.`,
    back: 'Back to the story',
    problemTitle: 'Your request was not sent',
    problem: (problem: PostProblem) => problem.message,
  },
  removalConfirm: {
    title: 'Remove your story',
    description: 'A private page to take your story off our website.',
    heading: 'Remove your story',
    intro: (title: string) => `Your story “${title}” will be taken off our website at once. This cannot be undone from this page.`,
    confirm: 'Remove my story now',
    removedHeading: 'Your story has been removed',
    removedText: 'It is no longer on our website. Thank you for having shared it with us.',
    problemTitle: 'Your story was not removed',
    problem: (problem: PostProblem) => problem.message,
  },
  review: {
    title: 'Your story',
    description: 'A private page to approve or decline the publication of your story.',
    heading: 'Your story, ready to publish',
    intro:
      'This is how your story would appear on our website. We edited it lightly so that nobody can recognise you or the people you mention. Nothing is published unless you approve it.',
    byline: (byline: string, country: string) => `Shown as: ${byline}, ${country}`,
    excerpt: 'Short excerpt shown in lists:',
    question: 'May we publish it?',
    approve: 'Approve and publish',
    decline: 'Decline',
    approvedHeading: 'Thank you! Your story is published',
    approvedText: 'Salamat for sharing it with our community. You can take it down at any time with the "Remove my story" link on its page.',
    readIt: 'Read your story',
    declinedHeading: 'Your story will not be published',
    declinedText: 'Thank you for telling us. We keep your story private, as you sent it. If you change your mind, reply to our e-mail.',
    problemTitle: 'Your answer was not saved',
    problem: (problem: PostProblem) => problem.message,
  },
  linkProblem: {
    used: { heading: 'This link has already been used', text: 'Each private link works once. If you still need something, reply to our e-mail.' },
    expired: { heading: 'This link has expired', text: `Private links work for ${STORY_LINK_DAYS} days. Reply to our e-mail and we will send you a fresh one.` },
    invalid: { heading: 'This link is not valid', text: 'The link may have been cut short when it was copied. Please open it again from our e-mail.' },
    home: 'Go to the home page',
  },
  feed: {
    title: (siteName: string) => `${siteName}: Kwento nyo`,
    description: 'Stories of overseas Filipino workers, told by them and published with their approval.',
  },
};
