// Public values only: this file is bundled into pages.
export const site = {
  name: 'Kwentong OFW',
  tagline: 'Ito ang kwento nyo',
  links: {
    videoChannel: 'https://www.youtube.com/@kwentongofw',
    community: 'https://www.facebook.com/groups/kwentongofw',
    helpfulLinks: 'https://dmw.gov.ph',
    podcast: 'https://open.spotify.com/show/kwentongofw',
  },
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/kwentongofw', icon: 'facebook' },
    { name: 'Instagram', url: 'https://www.instagram.com/kwentongofw', icon: 'instagram' },
    { name: 'YouTube', url: 'https://www.youtube.com/@kwentongofw', icon: 'youtube' },
    { name: 'Spotify', url: 'https://open.spotify.com/show/kwentongofw', icon: 'spotify' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@kwentongofw', icon: 'tiktok' },
  ],
} as const;

// Labels live in each language's dictionary (src/i18n), under the same keys; site paths get the language's prefix.
// The specification's six entries first, in its order; then the site's other sections.
export const menu = [
  { key: 'ourStory', href: '/our-story', external: false },
  { key: 'interviews', href: site.links.videoChannel, external: true },
  { key: 'community', href: site.links.community, external: true },
  { key: 'helpfulLinks', href: site.links.helpfulLinks, external: true },
  { key: 'blog', href: '/blog', external: false },
  { key: 'connect', href: '/connect', external: false },
  { key: 'podcast', href: '/podcast', external: false },
  { key: 'stories', href: '/stories', external: false },
  { key: 'ebook', href: '/ebook', external: false },
] as const;

export const legalLinks = [
  { key: 'terms', href: '/terms' },
  { key: 'privacy', href: '/privacy' },
  { key: 'cookies', href: '/cookies' },
] as const;
