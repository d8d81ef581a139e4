import type { Messages } from '../messages.ts';

export const home: Messages['home'] = {
  hero: {
    intro:
      'Ibahagi ang karanasan mo sa abroad, makilala ang mga kapwa Pilipinong malayo rin sa pamilya, at magbigay-inspirasyon sa iba sa mga kuwento mo ng tapang, sakripisyo at tagumpay.',
    watch: 'Panoorin ang Pinakabagong Episode',
    share: 'Ibahagi ang Kuwento Mo',
  },
  mission: {
    heading: 'Ang aming misyon',
    paragraphs: [
      'Mahigit sampung milyong Pilipino ang nakatira at nagtatrabaho sa abroad. Sa likod ng bawat padala ay may kuwento: ang unang gabi sa dormitoryo na malayo sa pamilya, ang video call na laging bitin, ang promotion na walang nakasaksi sa Pilipinas. Narito kami para itala ang mga karanasang iyon nang totoo at walang filter, sa mismong salita ng mga taong dumaan dito.',
      'Sa aming podcast at mga video, ini-interview namin ang mga Pilipinong umaasenso sa abroad, mula sa mga nurse at engineer hanggang sa mga seafarer, caregiver at negosyante, at tinatanong namin sila kung ano ang sana’y nalaman na nila bago sila umalis.',
      'Simple lang ang layunin namin: magbigay-inspirasyon at magpalakas ng loob. Bawat kuwento, gabay at kuwentuhan dito ay para matulungan ang susunod na OFW na umalis nang mas handa, mamuhay sa abroad nang may dignidad, at umuwi nang mas matatag.',
    ],
    imageAlt: 'Ilustrasyon ng mga OFW, isang nurse, isang construction worker at isang podcaster, nagkukumpulan sa isang cellphone at nagkukuwentuhan',
  },
  videos: {
    heading: 'Mga Pinakapinapanood na Video',
    none: 'Wala pang video sa ngayon.',
    channel: 'Bisitahin ang aming YouTube channel',
    podcast: 'Pakinggan ang aming podcast',
  },
  showcase: {
    play: 'I-play ang video:',
    watchBefore: 'Panoorin ang',
    watchAfter: 'sa YouTube (magbubukas sa bagong tab)',
    listen: 'Pakinggan ang podcast sa Spotify (magbubukas sa bagong tab)',
  },
  latestArticles: {
    heading: 'Mga Bagong Artikulo',
    all: 'Lahat ng artikulo',
  },
  reviews: {
    heading: 'Ang sabi ng aming komunidad',
    average: (average) => `Average na rating: ${average} sa 5 na bituin`,
    count: (n) => `(${n} review)`,
    rated: (rating) => `Binigyan ng ${rating} sa 5 na bituin`,
    anonymous: 'Hindi nagpakilala',
    leave: 'Mag-iwan ng Review',
    none: 'Wala pang review. Ikaw na ang mauna!',
  },
  social: {
    heading: 'Hanapin kami sa paborito mong platform',
    intro: 'Bagong episode, maiikling clip at kuwento ng komunidad linggo-linggo.',
  },
};
