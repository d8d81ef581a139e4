import { forms as englishForms } from '../en/forms.ts';
import { forms } from './forms.ts';
import { STORY_LINK_DAYS } from '../../platform/limits.ts';
import type { PostProblem } from '../en/stories.ts';
import type { Messages } from '../messages.ts';

const tryAgainLater = 'May nangyaring problema sa amin. Pakisubukan ulit mamaya.';

/** The server's checks answer in English; here each refusal gets its Filipino wording by its code and field. */
function formProblem(problem: PostProblem): string {
  if (problem.field === 'email') {
    return problem.message === englishForms.fields.oneAddress ? forms.fields.oneAddress : 'Pakilagay ang tamang e-mail address.';
  }
  switch (problem.code) {
    case 'TOO_MANY_REQUESTS':
      return `Ilang beses mo nang naipadala ang form na ito sa loob ng isang minuto. Maghintay ng ${problem.retryAfter ?? 60} segundo at subukan ulit.`;
    case 'SERVICE_UNAVAILABLE':
      return 'Hindi namin ma-save ang form mo ngayon. Walang nawala sa iyo: pakisubukan ulit maya-maya.';
    case 'BAD_REQUEST':
      return 'May impormasyong hindi namin matanggap. Pakitingnan ulit ang form.';
    default:
      return tryAgainLater;
  }
}

export const stories: Messages['stories'] = {
  index: {
    title: 'Mga Kuwento',
    titlePage: (page) => `Mga Kuwento, pahina ${page}`,
    heading: 'Kwento nyo: mula mismo sa mga OFW',
    intro: 'Mga OFW mismo ang nagkukuwento, sa sarili nilang salita, at inilalathala lang namin nang may pahintulot nila.',
    description: 'Mga kuwento ng mga OFW at ng kanilang pamilya, sila mismo ang nagkuwento, inilathala nang may pahintulot nila.',
    empty: 'Wala pang nailalathalang kuwento. Ikaw na ang mauna: ibahagi ang kuwento mo.',
    shareLink: 'Ibahagi ang kuwento mo',
    pagesLabel: 'Mga pahina',
    previous: 'Mas bagong kuwento',
    next: 'Mas lumang kuwento',
    pageOf: (page, pages) => `Pahina ${page} ng ${pages}`,
  },
  card: {
    byline: (byline, country) => (country ? `${byline}, ${country}` : byline),
    readMore: 'Basahin ang kuwento',
    readMoreLabel: (title) => `Basahin ang kuwento: ${title}`,
  },
  latest: {
    heading: 'Kwento nyo',
    intro: 'Mga kuwento mula sa aming komunidad, inilathala nang may pahintulot ng bawat nagkuwento.',
    allStories: 'Lahat ng kuwento',
  },
  article: {
    back: 'Lahat ng kuwento',
    byline: (byline, country) => (country ? `Ni ${byline}, ${country}` : `Ni ${byline}`),
    consent: 'Inilathala nang may pahintulot ng nagkuwento. Maaaring pinalitan ang mga pangalan at detalye para maprotektahan ang kanilang privacy.',
    remove: 'Alisin ang kuwento ko',
    removeHint: 'Ikaw ba ang sumulat ng kuwentong ito? Puwede mo itong alisin kahit kailan.',
  },
  gone: {
    title: 'Inalis na ang kuwento',
    description: 'Hindi na nakalathala ang kuwentong ito.',
    heading: 'Wala na sa site ang kuwentong ito',
    text: 'Inalis ito ng mismong nagkuwento, o namin. Nandito pa rin ang iba pang kuwento ng ating komunidad.',
    allStories: 'Basahin ang ibang kuwento',
  },
  removalRequest: {
    title: 'Alisin ang kuwento ko',
    description: 'Alisin sa aming website ang kuwentong ibinahagi mo.',
    heading: 'Alisin ang kuwento ko',
    intro: (title) =>
      `Kung ikaw ang sumulat ng “${title}”, ilagay ang e-mail address na ginamit mo nang ipadala ito. Padadalhan ka namin ng private link na mag-aalis agad ng kuwento.`,
    email: 'Ang e-mail address mo',
    emailHint: 'Ang address na ginamit mo nang ibahagi ang kuwento mo.',
    send: 'Ipadala sa akin ang link',
    sending: 'Ipinapadala...',
    sentHeading: 'Tingnan ang e-mail mo',
    sent: `Kung ang address na ito ang nagpadala ng kuwento, nag-e-mail na kami rito ng private link para alisin ito. Isang beses lang gagana ang link, sa loob ng ${STORY_LINK_DAYS} araw.`,
    back: 'Bumalik sa kuwento',
    problemTitle: 'Hindi naipadala ang kahilingan mo',
    problem: formProblem,
  },
  removalConfirm: {
    title: 'Alisin ang kuwento mo',
    description: 'Private na page para alisin ang kuwento mo sa aming website.',
    heading: 'Alisin ang kuwento mo',
    intro: (title) => `Aalisin agad sa aming website ang kuwento mong “${title}”. Hindi na ito maibabalik mula sa page na ito.`,
    confirm: 'Alisin na ang kuwento ko',
    removedHeading: 'Naalis na ang kuwento mo',
    removedText: 'Wala na ito sa aming website. Salamat at ibinahagi mo ito sa amin.',
    problemTitle: 'Hindi naalis ang kuwento mo',
    problem: (problem) =>
      problem.code === 'BAD_REQUEST' ? 'Hindi namin natanggap nang buo ang kahilingan mo. Pindutin ulit ang button sa ibaba.' : tryAgainLater,
  },
  review: {
    title: 'Ang kuwento mo',
    description: 'Private na page para payagan o hindi ang paglalathala ng kuwento mo.',
    heading: 'Ang kuwento mo, handa nang ilathala',
    intro:
      'Ganito lalabas ang kuwento mo sa aming website. Bahagya namin itong inedit para walang makakilala sa iyo o sa mga taong binanggit mo. Walang ilalathala hangga’t hindi mo pinapayagan.',
    byline: (byline, country) => `Ipapakita bilang: ${byline}, ${country}`,
    excerpt: 'Maikling buod na makikita sa listahan:',
    question: 'Puwede ba naming ilathala ito?',
    approve: 'Payagan at ilathala',
    decline: 'Huwag ilathala',
    approvedHeading: 'Salamat! Nailathala na ang kuwento mo',
    approvedText: 'Salamat sa pagbabahagi mo nito sa aming komunidad. Puwede mo itong alisin kahit kailan gamit ang "Alisin ang kuwento ko" na link sa page nito.',
    readIt: 'Basahin ang kuwento mo',
    declinedHeading: 'Hindi ilalathala ang kuwento mo',
    declinedText: 'Salamat at sinabi mo sa amin. Mananatiling private ang kuwento mo, gaya ng pagkakapadala mo. Kung magbago ang isip mo, sumagot lang sa aming e-mail.',
    problemTitle: 'Hindi na-save ang sagot mo',
    problem: (problem) =>
      problem.code === 'BAD_REQUEST' ? 'Hindi namin natanggap nang buo ang sagot mo. Pindutin ulit ang isa sa mga button sa ibaba.' : tryAgainLater,
  },
  linkProblem: {
    used: { heading: 'Nagamit na ang link na ito', text: 'Isang beses lang gumagana ang bawat private link. Kung may kailangan ka pa, sumagot lang sa aming e-mail.' },
    expired: {
      heading: 'Expired na ang link na ito',
      text: `Gumagana lang ang mga private link sa loob ng ${STORY_LINK_DAYS} araw. Sumagot sa aming e-mail at padadalhan ka namin ng bago.`,
    },
    invalid: { heading: 'Hindi valid ang link na ito', text: 'Baka naputol ang link nang kopyahin ito. Pakibuksan ulit mula sa aming e-mail.' },
    home: 'Pumunta sa home page',
  },
  feed: {
    title: (siteName) => `${siteName}: Kwento nyo`,
    description: 'Mga kuwento ng mga OFW, sila mismo ang nagkuwento, inilathala nang may pahintulot nila.',
  },
};
