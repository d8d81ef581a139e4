import type { Messages } from '../messages.ts';

export const contact: Messages['contact'] = {
  page: {
    title: 'Mga serbisyo at inquiry',
    heading: 'Sabihin mo sa amin kung paano ka namin matutulungan',
    intro: 'Website man o pag-guest sa interview, sabihin mo lang ang kailangan mo at sasagot kami sa loob ng 72 oras.',
    description:
      'Web development, app development, advertising at interview guesting para sa OFW community. Magpadala ng inquiry; sasagot kami sa loob ng 72 oras.',
  },
  services: {
    heading: 'Aming mga serbisyo',
    descriptions: {
      'full-stack-web-development':
        'Website at web app na buo naming gagawin, mula database hanggang sa mabilis at mobile-first na front end, para sa maliliit na negosyo at negosyo ng mga OFW.',
      'web-renovation-migration':
        'Papagandahin namin ang luma o mabagal na site, o ililipat sa bagong platform, nang hindi nawawala ang content, mga link o ranking mo sa search.',
      'mobile-app-development':
        'Android at iPhone app para sa booking, order o komunidad, ginawa para sa mga user na paputol-putol ang mobile data.',
      advertising:
        'Abutin ang mga OFW at kanilang pamilya sa mga sponsored segment ng aming podcast, video at newsletter, malinaw na may label na ad.',
      'interview-guesting':
        'May kuwentong dapat marinig o kaalamang kailangan ng mga OFW? I-pitch ang sarili mo o ang taong hinahangaan mo bilang guest sa aming show.',
      others: 'May iba ka bang naiisip, partnership, community event o tanong tungkol sa data mo? Sabihin mo rito.',
    },
  },
  form: {
    heading: 'Magpadala ng inquiry',
    name: 'Pangalan *',
    email: 'E-mail *',
    phone: 'Telepono *',
    phoneHint: 'Isama ang country code, halimbawa +63 917 123 4567.',
    service: 'Serbisyo *',
    services: {
      'full-stack-web-development': 'Full Stack Web Development',
      'web-renovation-migration': 'Pag-renovate at Paglipat ng Website',
      'mobile-app-development': 'Mobile App Development',
      advertising: 'Advertising',
      'interview-guesting': 'Pag-guest sa Interview',
      others: 'Iba pa',
    },
    message: 'Mensahe *',
    submit: 'Ipadala ang Mensahe',
    busy: 'Ipinapadala...',
    successTitle: 'Salamat!',
    success: 'Naipadala na ang mensahe mo. Sasagot kami sa loob ng 72 oras.',
    successNext: 'Sa e-mail darating ang sagot namin, sa address na inilagay mo. Kung wala ito sa inbox mo, tingnan ang spam folder.',
    successLink: 'Basahin ang mga payo namin para sa OFW habang naghihintay',
    failedTitle: 'Hindi naipadala',
    failed: 'Hindi naipadala. Pakisubukan ulit.',
    network: 'May problema sa koneksyon. Pakisubukan ulit.',
  },
  validation: {
    name: 'Ilagay ang pangalan mo.',
    email: 'Maglagay ng tamang e-mail address.',
    phone: 'Ilagay ang numero ng telepono mo.',
    phoneFormat: 'Ilagay ang numero ng telepono gamit lang ang mga digit, space, +, - o bracket.',
    service: 'Pumili ng isa sa mga serbisyong nakalista.',
    message: 'Isulat ang mensahe mo.',
    labels: { name: 'Pangalan', phone: 'Telepono', message: 'Mensahe' },
  },
};
