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
  /** The page of an episode that was on the site and has been taken down (410 Gone). */
  gone: {
    title: 'Episode taken down',
    description: 'This episode is no longer on the site.',
    heading: 'This episode is no longer on the site',
    text: 'We took it down. Every other episode is still here.',
    all: 'Listen to other episodes',
  },
};
