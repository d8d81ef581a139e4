import type { Messages } from '../messages.ts';

export const connect: Messages['connect'] = {
  page: {
    title: 'Ibahagi ang kuwento mo',
    heading: 'Ibahagi ang kuwento mo',
    intro:
      'Dapat marinig ang bawat karanasan sa abroad. Ikuwento mo sa amin ang sa iyo: ang mabibigat na araw, ang maliliit na tagumpay, at ang gusto mong sabihin sa susunod na OFW.',
    description:
      'Ibahagi ang karanasan mo bilang overseas Filipino worker. Puwedeng magbigay-inspirasyon sa iba ang kuwento mo; ilalathala lang namin ito kapag pumayag ka.',
  },
  intro:
    'Magsulat sa English, Filipino o Taglish, kung ano ang komportable sa iyo. Sapat na ang ilang talata. Personal na binabasa ng aming team ang bawat kuwento. Wala kaming ilalathala nang walang pahintulot mo, at mag-e-e-mail muna kami sa iyo bago namin gawin iyon.',
  form: {
    heading: 'Ang kuwento mo',
    name: 'Pangalan (hindi required)',
    nameHint: 'Iwanang blangko kung gusto mong manatiling anonymous.',
    email: 'E-mail *',
    emailHint: 'Aming team lang ang makakakita nito, para makausap ka tungkol sa kuwento mo.',
    country: 'Bansang pinagtatrabahuhan mo *',
    story: 'Ang kuwento mo *',
    storyHint: 'Mula {min} hanggang {max} na character.',
    interviewOk: 'Gusto kong ma-interview',
    consent: 'Pumapayag akong ilathala ng {site} ang kuwento ko (kakausapin muna nila ako) *',
    submit: 'Ibahagi ang Kuwento Ko',
    busy: 'Ipinapadala...',
    thanksTitle: 'Salamat sa pagbabahagi!',
    thanks: 'Salamat! Ligtas sa amin ang kuwento mo.',
    thanksNext: 'Personal na binabasa ng aming team ang bawat kuwento. Mag-e-e-mail muna kami sa iyo bago may mailathala, at walang ilalathala nang hindi ka pumapayag.',
    thanksLink: 'Basahin ang mga kuwentong ibinahagi ng ibang OFW',
    failedTitle: 'Hindi naipadala ang kuwento mo',
    failed: 'May nangyaring mali. Pakisubukan ulit.',
    network: 'May problema sa koneksyon. Tingnan ang internet mo at subukan ulit.',
  },
  validation: {
    email: 'Maglagay ng tamang e-mail address.',
    country: 'Sabihin sa amin ang bansang pinagtatrabahuhan mo.',
    story: 'Ikuwento mo sa amin ang karanasan mo.',
    storyTooShort: 'Dagdagan mo pa nang kaunti: kahit {min} na character.',
    consent: 'Payagan mo kaming ilathala ang kuwento mo; kung wala ang pahintulot mo, hindi namin ito maibabahagi.',
    labels: { name: 'Pangalan', country: 'Bansa', story: 'Ang kuwento mo' },
  },
};
