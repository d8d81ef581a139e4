import { site } from '../../site.config.ts';

/** The podcast list (/podcast), an episode's page and the home page's podcast section. */
export const podcast = {
  heading: 'Podcast episodes',
  pageTitle: (page: number) => `Podcast episodes, page ${page}`,
  intro: 'Every conversation, newest first.',
  description: `Every episode of the ${site.name} podcast: interviews with Filipinos thriving abroad, newest first.`,
  all: 'All episodes',
  none: 'No episodes available yet.',
  follow: 'Follow the show on Spotify',
  pages: 'Pages',
  newer: 'Newer episodes',
  older: 'Older episodes',
  episode: {
    listen: (name: string) => `Listen: ${name}`,
    open: 'Open on the podcast platform',
    opensInNewTab: '(opens in a new tab)',
    showNotes: 'Show notes',
    summary: `An episode of the ${site.name} podcast.`,
  },
};
