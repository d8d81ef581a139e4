/** A published story as the public pages show it: the prepared version, never the teller's address. */
export interface PublishedStory {
  slug: string;
  title: string;
  excerpt: string;
  byline: string;
  country: string;
  publishedAt: Date;
}

export interface PublishedStoryPage extends PublishedStory {
  text: string;
  pullQuote: string | null;
}

export const STORIES_PER_PAGE = 12;


export const storyUrl = (slug: string) => `/stories/${slug}`;
