/** The home page's sections (the podcast section and the blog cards take theirs from `podcast` and `blog`). */
export const home = {
  hero: {
    intro:
      'Share your journey, connect with fellow Filipinos abroad, and inspire others with your stories of courage, sacrifice, and triumph.',
    watch: 'Watch Our Latest Episode',
    share: 'Share Your Story',
  },
  mission: {
    heading: 'Our mission',
    paragraphs: [
      'More than ten million Filipinos live and work abroad. Behind every remittance is a story: the first night in a dormitory far from home, the video call that ends too soon, the promotion nobody at home saw happen. We exist to capture those journeys as they really are, unfiltered and in the words of the people who lived them.',
      'In our podcast and videos we interview notable Filipinos thriving abroad, from nurses and engineers to seafarers, caregivers and founders, and ask them what they wish someone had told them before they left.',
      'Our goal is simple: to inspire and empower. Every story, guide and conversation here is meant to help the next OFW leave better prepared, live abroad with dignity, and come home stronger.',
    ],
    imageAlt: 'Illustration of OFWs, a nurse, a builder and a podcaster, gathered around a phone sharing stories',
  },
  videos: {
    heading: 'Most Popular Videos',
    none: 'No videos available yet.',
    channel: 'Visit our YouTube channel',
    podcast: 'Listen to our podcast',
  },
  /** Plain strings only: the showcase is an island and gets them as props. */
  showcase: {
    play: 'Play video:',
    watchBefore: 'Watch',
    watchAfter: 'on YouTube (opens in a new tab)',
    listen: 'Listen to the podcast on Spotify (opens in a new tab)',
  },
  latestArticles: {
    heading: 'Latest Blog Posts',
    all: 'All blog posts',
  },
  reviews: {
    heading: 'What our community says',
    average: (average: string) => `Average rating ${average} out of 5`,
    count: (n: number) => `(${n} ${n === 1 ? 'review' : 'reviews'})`,
    rated: (rating: number) => `Rated ${rating} out of 5`,
    anonymous: 'Anonymous',
    leave: 'Leave a Review',
    none: 'No reviews yet. Be the first to leave feedback!',
  },
  social: {
    heading: 'Find us on your favourite platform',
    intro: 'New episodes, short clips and community stories every week.',
  },
};
