import type { Messages } from '../messages.ts';
import { site } from '../../site.config.ts';

export const podcast: Messages['podcast'] = {
  heading: 'Mga episode ng podcast',
  pageTitle: (page) => `Mga episode ng podcast, pahina ${page}`,
  intro: 'Lahat ng aming kuwentuhan, mula sa pinakabago.',
  description: `Lahat ng episode ng ${site.name} podcast: mga interview sa mga Pilipinong umaasenso sa abroad, mula sa pinakabago.`,
  all: 'Lahat ng episode',
  none: 'Wala pang episode sa ngayon.',
  follow: 'I-follow ang show sa Spotify',
  pages: 'Mga pahina',
  newer: 'Mas bagong episode',
  older: 'Mas lumang episode',
  episode: {
    listen: (name) => `Pakinggan: ${name}`,
    open: 'Buksan sa podcast platform',
    opensInNewTab: '(magbubukas sa bagong tab)',
    showNotes: 'Show notes',
    summary: `Isang episode ng ${site.name} podcast.`,
  },
  gone: {
    title: 'Inalis na ang episode',
    description: 'Wala na sa site ang episode na ito.',
    heading: 'Wala na sa site ang episode na ito',
    text: 'Inalis namin ito. Nandito pa rin ang lahat ng iba pang episode.',
    all: 'Pakinggan ang ibang episode',
  },
};
