/** The list of articles (/blog) and the article cards, also on the home page. */
export const blog = {
  title: 'Blog',
  heading: 'Blog Posts',
  intro: 'Practical guides for every stage of life abroad: leaving, working, saving, staying close to family and coming home.',
  description: 'Practical advice for overseas Filipino workers: money, family, health, rights, careers and coming home.',
  card: {
    readMore: 'Read More',
    readMoreLabel: (title: string) => `Read More: ${title}`,
  },
};
