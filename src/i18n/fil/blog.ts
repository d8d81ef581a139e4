import type { Messages } from '../messages.ts';

export const blog: Messages['blog'] = {
  title: 'Mga Artikulo',
  heading: 'Mga Artikulo',
  intro: 'Mga praktikal na gabay sa bawat yugto ng buhay sa abroad: pag-alis, pagtatrabaho, pag-iipon, pagiging malapit sa pamilya at pag-uwi.',
  description: 'Praktikal na payo para sa mga OFW: pera, pamilya, kalusugan, karapatan, career at pag-uwi.',
  card: {
    readMore: 'Basahin pa',
    readMoreLabel: (title) => `Basahin pa: ${title}`,
  },
};
