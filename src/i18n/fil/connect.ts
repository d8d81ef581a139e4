import type { Messages } from '../messages.ts';

export const connect: Messages['connect'] = {
  page: {
    title: 'Ibahagi ang kwento mo',
    heading: 'Ibahagi ang kwento mo',
    intro:
      'Bawat paglalakbay sa abroad ay dapat marinig. Ikwento mo sa amin ang sa iyo: ang mabibigat na araw, ang maliliit na tagumpay, at ang gusto mong sabihin sa susunod na OFW.',
    description:
      'Ibahagi ang karanasan mo bilang overseas Filipino worker. Puwedeng magbigay-inspirasyon sa iba ang kwento mo; ilalathala lang namin ito kapag pumayag ka.',
  },
  intro:
    'Magsulat sa English, Filipino o Taglish, kung ano ang komportable sa iyo. Sapat na ang ilang talata. Personal na binabasa ng aming team ang bawat kwento. Hindi kami maglalathala ng kahit ano nang walang pahintulot mo, at mag-e-e-mail muna kami sa iyo bago namin gawin iyon.',
  form: {
    heading: 'Ang kwento mo',
    name: 'Pangalan (hindi required)',
    nameHint: 'Iwanang blangko kung gusto mong manatiling anonymous.',
    email: 'E-mail *',
    emailHint: 'Aming team lang ang makakakita nito, para makausap ka tungkol sa kwento mo.',
    country: 'Bansang pinagtatrabahuhan mo *',
    story: 'Ang kwento mo *',
    storyHint: 'Mula {min} hanggang {max} na character.',
    interviewOk: 'Gusto kong ma-interview',
    consent: 'Pumapayag akong ilathala ng {site} ang kwento ko (kakausapin muna nila ako) *',
    submit: 'Ibahagi ang Kwento Ko',
    busy: 'Ipinapadala...',
    thanksTitle: 'Salamat sa pagbabahagi!',
    thanks:
      'Salamat! Ligtas sa amin ang kwento mo. Personal na binabasa ng aming team ang bawat kwento at kokontakin ka namin sa e-mail bago may mailathala.',
    failedTitle: 'Hindi naipadala ang kwento mo',
    failed: 'May nangyaring mali. Pakisubukan ulit.',
    network: 'May problema sa koneksyon. Tingnan ang internet mo at subukan ulit.',
  },
  validation: {
    email: 'Maglagay ng tamang e-mail address.',
    country: 'Sabihin sa amin ang bansang pinagtatrabahuhan mo.',
    story: 'Ikwento mo sa amin ang karanasan mo.',
    storyTooShort: 'Dagdagan mo pa nang kaunti: kahit {min} na character.',
    consent: 'Payagan mo kaming ilathala ang kwento mo, kung hindi ay hindi namin ito maibabahagi.',
    labels: { name: 'Pangalan', country: 'Bansa', story: 'Ang kwento mo' },
  },
};
