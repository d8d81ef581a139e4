import { article } from './article.ts';
import { assistant } from './assistant.ts';
import { blog } from './blog.ts';
import { connect } from './connect.ts';
import { contact } from './contact.ts';
import { ebook } from './ebook.ts';
import { emails } from './emails.ts';
import { enquiryAnswers } from './enquiry-answers.ts';
import { forms } from './forms.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { legal } from './legal.ts';
import { ourStory } from './our-story.ts';
import { podcast } from './podcast.ts';
import { privacy } from './privacy.ts';
import { newsletter } from './newsletter.ts';
import { search } from './search.ts';
import { stories } from './stories.ts';
import { survey } from './survey.ts';

/** Every string of the public site in English: the shape every other language must fill. */
export const en = { layout, article, home, blog, podcast, ourStory, legal, search, stories, assistant, forms, survey, contact, ebook, connect, emails, enquiryAnswers, privacy, newsletter };
