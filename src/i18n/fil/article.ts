import type { Messages } from '../messages.ts';

export const article: Messages['article'] = {
  back: 'Bumalik sa Blog',
  by: 'Isinulat ng',
  moreArticles: 'Iba pang artikulo',
  previous: 'Naunang artikulo',
  next: 'Susunod na artikulo',
};
