import type { Messages } from '../messages.ts';

export const search: Messages['search'] = {
  title: 'Maghanap',
  titleFor: (query) => `Maghanap: ${query}`,
  heading: 'Maghanap',
  intro: 'Mga artikulo, episode ng podcast at mga kuwento mula sa aming komunidad.',
  description: 'Hanapin ang mga artikulo, episode ng podcast at kuwento ng komunidad ng Kwentong OFW.',
  results: {
    resultsFor: (query, total) => `${total} resulta para sa “${query}”`,
    truncated: (max) => `Lampas sa ${max} na character ang hinanap mo, kaya ang unang ${max} na character lang ang hinanap namin.`,
    empty: 'Mag-type ng ilang salita para maghanap sa mga artikulo, episode ng podcast at mga kuwento.',
    noResults: (query) => `Walang tumugma sa “${query}” dito sa site.`,
    noneWithEveryWord: (query) => `Walang tumugma sa lahat ng salita ng “${query}” dito sa site.`,
    someWords: 'Mga resultang tugma sa ilan sa mga salitang hinanap mo',
    didYouMean: 'Ito ba ang ibig mong sabihin:',
    showingCorrected: (corrected) => `Ang ipinapakita namin ay ang mga resulta para sa “${corrected}”.`,
    searchAsTyped: (typed) => `Hanapin pa rin ang “${typed}”`,
    suggestionsIntro: 'Subukan ang ibang salita, o kaya:',
    suggestions: [
      { path: '/blog', label: 'Basahin ang blog: mga praktikal na gabay para sa mga OFW' },
      { path: '/survey', label: 'Sabihin sa amin sa survey kung ano ang gusto mong mabasa' },
      { path: '/contact', label: 'Magtanong sa amin gamit ang contact form' },
    ],
    types: { article: 'Artikulo', episode: 'Episode ng podcast', story: 'Kuwento' },
    inEnglish: 'Sa English',
    inFilipino: 'Sa Filipino',
    previous: 'Mga naunang resulta',
    next: 'Iba pang resulta',
    pageOf: (page, pages) => `Pahina ${page} ng ${pages}`,
    pagesLabel: 'Mga pahina ng resulta',
  },
  limited: {
    wait: (seconds) => `Maraming beses ka nang naghanap sa loob ng isang minuto. Maghintay muna ng ${seconds} segundo bago maghanap ulit.`,
  },
};
