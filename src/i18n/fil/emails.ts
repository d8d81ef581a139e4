import type { Messages } from '../messages.ts';

export const emails: Messages['emails'] = {
  greeting: 'Magandang araw!',
  signature: (siteName, tagline) => `Salamat,\nAng ${siteName} team\n${tagline}`,
  notYou:
    'Kung hindi ikaw ang nagpadala nito, may ibang nag-type ng e-mail address mo sa form namin. Puwede mong i-ignore ang e-mail na ito.',
  services: {
    'full-stack-web-development': 'Full Stack Web Development',
    'web-renovation-migration': 'Pag-renovate at Paglipat ng Website',
    'mobile-app-development': 'Paggawa ng Mobile App',
    advertising: 'Advertising',
    'interview-guesting': 'Pag-guest sa Interview',
    others: 'Iba pa',
  },
  ebookDelivery: {
    subject: (siteName) => `Ang libreng e-book mo mula sa ${siteName}`,
    intro:
      'Salamat sa paghingi ng libreng gabay namin para sa mga OFW. Nakasulat ito sa Filipino, at nandito ang paghahanda bago umalis, pera at padala, pamilya, kalusugan, ang mga karapatan mo at kung saan ka puwedeng humingi ng tulong, at ang pag-uwi. (May edisyon din sa English, sa English na page ng e-book.)',
    downloadHere: (days) => `I-download mo ito rito (gagana ang link nang ${days} araw):`,
    expired: 'Kung expired na ang link, buksan mo lang ang e-book page sa website namin at humingi ng bago.',
    notAsked: 'Kung hindi ikaw ang humingi nito, puwede mong i-ignore ang e-mail na ito.',
  },
  enquiryReply: {
    subject: (service) => `Natanggap namin ang inquiry mo: ${service}`,
    received: (service, when, reference) =>
      `Nakatanggap kami ng inquiry tungkol sa ${service} mula sa services form ng website namin noong ${when}. Reference: ${reference}.`,
    next: 'Ano ang susunod: babasahin ito ng isang tao mula sa team namin, at sasagot kami sa loob ng 72 oras mula sa address na ito. Kung may magbago habang naghihintay ka, i-reply mo lang ang e-mail na ito at banggitin ang reference.',
  },
  storyReceipt: {
    subject: 'Natanggap namin ang kuwento mo',
    received: (when, reference) =>
      `Nakatanggap kami ng kuwento mula sa form ng pagbabahagi ng kuwento sa website namin noong ${when}. Reference: ${reference}.`,
    next: 'Ano ang susunod: personal na binabasa ng team namin ang bawat kuwento. Walang ilalathala hangga’t hindi ka namin nakakausap sa address na ito.',
    interview: ' Sinabi mong payag kang ma-interview; tatanungin ka muna namin bago kami mag-schedule ng kahit ano.',
    change: 'Kung gusto mong baguhin o bawiin ang kuwento mo, i-reply mo lang ang e-mail na ito at banggitin ang reference.',
  },
  storyReview: {
    subject: 'Handa na ang kuwento mo: puwede ba namin itong ilathala?',
    prepared: (reference) =>
      `Salamat ulit sa pagbabahagi mo ng kuwento sa amin (reference ${reference}). Inihanda na namin ito para sa website: may pamagat, maikling excerpt, at kaunting edit para walang makakilala sa iyo o sa mga taong binanggit mo.`,
    choose: (days) =>
      `Pakibasa ito at sabihin sa amin kung papayagan mo o hindi, sa private page na ito (isang beses lang gagana ang link, sa loob ng ${days} araw):`,
    nothingWithoutYou:
      'Walang ilalathala hangga’t hindi mo pinapayagan. Kapag nailathala na, may link sa bawat kuwento para alisin ito, at aalisin agad namin ang kuwento mo kapag hiniling mo.',
    notShared: 'Kung wala kang ibinahaging kuwento sa amin, puwede mong i-ignore ang e-mail na ito.',
  },
  storyRemoval: {
    subject: 'Alisin ang kuwento mo sa website namin',
    asked: (reference, days) =>
      `May humiling na alisin ang kuwento mo (reference ${reference}) sa website namin. Para alisin ito, buksan ang private page na ito at kumpirmahin (isang beses lang gagana ang link, sa loob ng ${days} araw):`,
    notAsked: 'Kung hindi ikaw ang humiling nito, i-ignore mo lang ang e-mail na ito: mananatiling nakalathala ang kuwento mo.',
  },
  privacyLink: {
    subject: 'Kumpirmahin ang hiling mo tungkol sa data mo',
    asked: (what, minutes) =>
      `May humiling sa amin, gamit ang e-mail address na ito, na ${what}. Para ituloy, buksan ang private page na ito at pindutin ang button nito (isang beses lang gagana ang link, sa loob ng ${minutes} minuto):`,
    what: {
      copy: 'ipadala ang kopya ng data na naka-store sa amin tungkol dito',
      correct: 'itama ang pangalan o e-mail address sa mga ipinadala nito sa amin',
      delete: 'burahin ang lahat ng data na naka-store sa amin tungkol dito',
      'withdraw-story': 'alisin ang mga kuwentong ipinadala nito sa amin',
      'withdraw-ebook': 'alisin ito sa listahan ng e-book',
      'withdraw-newsletter': 'itala na ayaw nito ng kahit anong newsletter',
    },
    notAsked: 'Kung hindi ikaw ang humiling nito, i-ignore mo lang ang e-mail na ito: walang magbabago hangga\'t hindi pinipindot ang button.',
  },
  privacyCopy: {
    subject: 'Ang kopya ng data mo',
    attached: (reference) =>
      `Gaya ng hiniling mo (reference ${reference}), nakalakip ang lahat ng naka-store sa amin tungkol sa e-mail address na ito: data.json (ang buong kopya, para sa computer) at summary.txt (pareho rin, para basahin).`,
    questions: 'Para itama o burahin ang alinman dito, gamitin ang page na "Ang data mo" sa website namin.',
  },
  storyDeclined: {
    subject: 'Tungkol sa kuwento mo',
    notPublished: (reference) =>
      `Salamat sa pagbabahagi mo ng kuwento sa amin (reference ${reference}). Binasa namin ito nang mabuti, at napagpasyahan naming hindi ito ilathala sa website namin.`,
    takenDown: (reference) =>
      `Salamat sa pagbabahagi mo ng kuwento sa amin (reference ${reference}). Inalis na namin ito sa website namin: hindi na ito makikita sa kahit anong page.`,
    kept: 'Hindi ito paghusga sa pinagdaanan mo: mahalaga ang kuwento ng bawat OFW, at nagpapasalamat kami na ipinagkatiwala mo sa amin ang sa iyo. Pribado ito sa amin at hindi namin ibabahagi kaninuman.',
    reply: 'Kung may tanong ka, o may gusto ka pang ikuwento, i-reply mo lang ang e-mail na ito.',
  },
};
