// Public values only: this file is bundled into pages.
export const site = {
  name: 'Kwentong OFW',
  tagline: 'Ito ang kwento nyo',
  description:
    'Stories, interviews and practical advice for overseas Filipino workers and their families.',
  locale: 'en',
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

export const menu = [
  { label: 'OUR STORY', href: '/our-story', external: false },
  { label: 'INTERVIEWS', href: site.links.videoChannel, external: true },
  { label: 'COMMUNITY', href: site.links.community, external: true },
  { label: 'HELPFUL LINKS', href: site.links.helpfulLinks, external: true },
  { label: 'BLOG POSTS', href: '/blog', external: false },
  { label: 'CONNECT', href: '/connect', external: false },
] as const;

export const legalLinks = [
  { label: 'Terms & Conditions', href: '/terms' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Cookie Policy', href: '/cookies' },
] as const;
