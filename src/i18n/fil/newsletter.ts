import type { Messages } from '../messages.ts';

/** Ang lingguhang digest: ang page ng form sa footer, ang pagkumpirma at pag-unsubscribe, at ang mga e-mail. */
export const newsletter: Messages['newsletter'] = {
  consent:
    'Padalhan ako ng lingguhang digest ng Kwentong OFW: mga bagong artikulo, episode ng podcast at kuwento, isang beses kada linggo, sa Filipino. Puwede akong mag-unsubscribe kahit kailan sa isang click lang.',
  optIn: 'Padalhan din ako ng lingguhang digest ng mga bagong artikulo, episode at kuwento (puwedeng mag-unsubscribe sa isang click)',
  validation: {
    email: 'Maglagay ng tamang e-mail address.',
    errorTitle: 'Tingnan ang e-mail address',
    link: 'Mali ang link na ito.',
  },
  page: {
    title: 'Lingguhang digest',
    description: 'Mga bagong artikulo, episode ng podcast at kuwento ng OFW sa inbox mo, isang beses kada linggo.',
    heading: 'Ang lingguhang digest ng Kwentong OFW',
    intro: 'Isang beses kada linggo, ang mga bagong artikulo, episode ng podcast at kuwento sa site namin, sa isang maikling e-mail na walang mabibigat na larawan. Walang ipapadala kapag walang bago.',
    sentTitle: 'Tingnan ang inbox mo',
    sent: 'Kung hindi pa naka-subscribe ang address na ito, pinadalhan namin ito ng e-mail na may button para kumpirmahin. Wala kaming ipapadala hangga’t hindi mo ito pinipindot. Gumagana ang link nang 7 araw.',
    problemTitle: 'Hindi naka-subscribe',
  },
  confirm: {
    title: 'Kumpirmahin ang subscription mo',
    description: 'Kumpirmahin ang subscription mo sa lingguhang digest.',
    heading: 'Kumpirmahin ang subscription mo',
    intro: 'Pindutin ang button para matanggap ang lingguhang digest ng Kwentong OFW sa address na ito.',
    button: 'Oo, i-subscribe ako',
    doneHeading: 'Naka-subscribe ka na',
    done: 'Salamat! Darating ang digest isang beses kada linggo. May link sa bawat digest para mag-unsubscribe sa isang click.',
    invalidHeading: 'Hindi gumagana ang link na ito',
    invalid: 'Mali ang link, expired na, o nagamit na. Puwede kang humiling ulit sa form sa ibaba ng kahit anong page.',
    again: 'Tungkol sa lingguhang digest',
  },
  unsubscribe: {
    title: 'Mag-unsubscribe',
    description: 'Itigil ang pagtanggap ng lingguhang digest.',
    heading: 'Mag-unsubscribe sa lingguhang digest?',
    intro: 'Pindutin ang button at hindi na makakatanggap ng digest ang address na ito.',
    button: 'Mag-unsubscribe',
    doneHeading: 'Naka-unsubscribe ka na',
    done: 'Wala nang darating na digest sa address na ito. Nagbago ang isip mo? Mag-subscribe ulit sa form sa ibaba ng kahit anong page.',
    invalidHeading: 'Hindi gumagana ang link na ito',
    invalid: 'Mali ang link o expired na. Kung natatanggap mo pa rin ang digest, gamitin ang link sa pinakabago.',
    again: 'Tungkol sa lingguhang digest',
  },
  email: {
    confirmSubject: 'Kumpirmahin ang subscription mo sa digest ng Kwentong OFW',
    confirmIntro: 'May humiling, sana ikaw, na matanggap ang lingguhang digest ng Kwentong OFW sa address na ito. Para kumpirmahin, buksan ang link na ito at pindutin ang button (gumagana ito nang 7 araw):',
    confirmNotYou: 'Kung hindi ikaw ang humiling, huwag nang pansinin ang e-mail na ito: wala kaming ipapadala sa iyo.',
    digestSubject: (count: number) => `Kwentong OFW ngayong linggo: ${count} bago`,
    digestIntro: 'Ito ang mga bago sa Kwentong OFW mula noong huling digest namin.',
    articles: 'Mga artikulo',
    episodes: 'Mga episode ng podcast',
    stories: 'Mga kuwento ng OFW',
    why: 'Natanggap mo ito dahil nag-subscribe ka sa lingguhang digest ng Kwentong OFW.',
    unsubscribe: 'Mag-unsubscribe sa isang click:',
    testNote: 'Test lang ito ng digest, ipinadala sa may-ari. Ginagawa ang unsubscribe link para sa bawat subscriber kapag ipinadala na ang digest.',
  },
};
