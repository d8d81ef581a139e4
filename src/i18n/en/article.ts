export const article = {
  back: 'Back to Blog',
  by: 'By',
  moreArticles: 'More articles',
  previous: 'Previous article',
  next: 'Next article',
};
