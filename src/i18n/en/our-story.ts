import { site } from '../../site.config.ts';

export const ourStory = {
  title: 'Our Story',
  description: `How ${site.name} began with recorded conversations among Filipinos in Prague, and how OFWs everywhere can share their own story.`,
  imageAlt:
    'Illustration of a European old town with a stone bridge at night, joined by a dotted path across the sea to a Philippine island with palm trees, a nipa hut and a sailing boat at sunset',
  tagline: `${site.tagline}: from one city abroad to Filipinos everywhere.`,
  intro: `${site.name} is a home for the stories of overseas Filipino workers and the families who wait for them. Our listeners and readers work in hospitals and construction sites, on cruise ships and in private homes, in offices and in factories, on almost every continent. What connects them is not a job title but a shared experience: leaving home so that someone else's life can be better.`,
  sections: [
    {
      heading: 'Why we exist',
      paragraphs: [
        'The news usually reaches OFWs when something has gone wrong. The quieter successes are rarely written down. The caregiver who put three younger siblings through college, one semester at a time. The welder who kept taking night courses until he became the site supervisor for the crew he once joined as the newest hire. The domestic worker who saved enough to open a small store for her mother back in the province.',
        'These stories are told over merienda and in group chats, and then they are gone. Our mission is to record them in the words of the people who lived them, so that the next Filipino preparing to leave can learn from them, and so that families at home can see what their loved ones really built abroad.',
      ],
    },
    {
      heading: 'How it started',
      paragraphs: [
        `${site.name} began in the Czech Republic. Our founder, a Filipino working in Prague, kept meeting other kababayan: after Sunday Mass, at the Asian grocery, on the tram home from a late shift. Every conversation carried a story worth keeping. How they found the job. What surprised them in their first winter. Who they were supporting at home, and what they were secretly proud of.`,
        'So he started asking if he could record those conversations. At first it was just a phone on a café table and a promise to share the recording with the person first. People said yes, then told their friends, and soon Filipinos in other countries were asking whether they could tell their story too.',
      ],
    },
  ],
  whatWeDo: {
    heading: 'What we do now',
    items: [
      { lead: 'The podcast:', text: 'long, unhurried conversations with OFWs about work, money, family and coming home.' },
      { lead: 'Videos:', text: 'interviews and short stories on our YouTube channel, for people who like to see the faces behind the voices.' },
      { lead: 'The blog:', text: 'practical, plain-language advice on preparing to leave, living abroad and planning your return.' },
      { lead: 'The community:', text: 'a place where OFWs and their families help each other with questions big and small.' },
    ],
  },
  takePart: {
    heading: 'How you can take part',
    intro: 'Every story here started with someone deciding that their experience mattered. Yours does too. You can take part in whichever way feels right:',
    connect: { link: 'Share your story', rest: 'with us, in your own words.' },
    survey: { link: 'Leave a review', rest: 'and tell us what we should do better.' },
    community: { link: `Join the ${site.name} community on Facebook`, rest: 'and meet Filipinos who understand.' },
    blog: { link: 'Read our blog posts', rest: 'before your next big decision.' },
    closing: 'We read every message. If you would like to be interviewed, say so, and we will reach out before anything is published.',
  },
  invitation: {
    heading: 'Your story belongs here',
    text: 'Tell us where you are, what you do and what you have built.',
    button: 'Share your story with us',
  },
};
