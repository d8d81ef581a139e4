import type { Messages } from '../messages.ts';

export const ebook: Messages['ebook'] = {
  page: {
    title: 'Libreng e-book para sa OFW',
    heading: 'Kunin ang Libreng OFW E-book Mo',
    intro: 'Isang praktikal na gabay para sa mga overseas Filipino worker at kanilang pamilya, libreng i-download.',
    description:
      'I-download ang aming libreng praktikal na gabay para sa mga OFW: kontrata, remittance, emergency fund, pamilya, kalusugan, karapatan at pag-uwi.',
  },
  offer: {
    heading: 'Ano ang laman',
    chapters: [
      'Bago ka umalis: kontrata, agency at mga dokumentong dapat itago',
      'Ang unang 90 araw mo sa abroad: pera, tirahan at pag-iingat',
      'Padala at ang 30/25/25/10/10 na budget',
      'Pag-iipon ng emergency fund: PHP 50,000 muna, tapos 3 hanggang 12 buwan',
      'Pamilyang magkalayo: komunikasyon at sabay na pagdedesisyon',
      'Kalusugan at mental health habang malayo sa bahay',
      'Ang mga karapatan mo, at saan hihingi ng tulong: DMW, OWWA at ang Migrant Workers Office',
      'Pag-uwi: reintegration, mga ideya sa negosyo at isang plano',
    ],
    noSpam: 'Ipapadala namin ang download link sa e-mail. Walang spam: tungkol lang sa e-book ang isusulat namin maliban kung humingi ka pa.',
    edition: 'Nakasulat sa Filipino ang edisyong ito.',
    otherEdition: { question: 'Prefer English?', link: 'Get the English edition' },
  },
  signup: {
    heading: 'Ipadala sa akin ang e-book',
    email: 'E-mail Address *',
    name: 'Pangalan (hindi required)',
    submit: 'Kunin ang E-book',
    busy: 'Ipinapadala...',
    thanksTitle: 'Salamat!',
    thanks: 'Salamat! Darating na sa inbox mo ang libreng e-book sa ilang sandali.',
    thanksRecent:
      'Salamat! Naipadala na namin ang download link sa address na ito ilang minuto lang ang nakaraan. Tingnan mo ang inbox mo, pati ang spam folder.',
    savedTitle: 'Na-save ang signup',
    thanksCapped:
      'Na-save ang signup mo, pero hindi muna namin ipinadala ang link: naabot na ng address na ito ang lahat ng e-mail na ipinapadala namin sa isang address sa loob ng isang araw. Humingi ka ulit bukas. Gumagana pa ang link na naipadala namin sa iyo nitong mga nakaraang araw.',
    failedTitle: 'Hindi na-save ang signup',
    failed: 'Pasensya na, hindi namin na-save ang signup mo. Subukan ulit pagkalipas ng ilang sandali.',
    network: 'May problema sa koneksyon. Tingnan ang internet mo at subukan ulit.',
  },
  popup: {
    heading: 'Libreng e-book para sa mga OFW',
    intro:
      'Ang aming praktikal na gabay, nakasulat sa Filipino, sa maayos na pag-alis, matalinong pag-iipon at mas matatag na pag-uwi. Ilagay ang e-mail mo at ipapadala namin ang download link.',
    close: 'Isara',
    email: 'E-mail Address',
    name: 'Pangalan (hindi required)',
    submit: 'Ipadala sa Akin ang E-book',
    busy: 'Ipinapadala...',
    thanksTitle: 'Salamat!',
    successTitle: 'Naipadala na!',
    success: 'Tingnan ang e-mail mo para sa download link.',
    successRecent: 'Naipadala na namin ang download link sa address na ito ilang minuto lang ang nakaraan. Tingnan ang inbox mo, pati ang spam folder.',
    savedTitle: 'Na-save ang signup',
    successCapped: 'Na-save ang signup mo, pero naabot na ng address na ito ang mga e-mail namin para sa araw na ito, kaya hindi muna namin ipinadala ang link. Humingi ka ulit bukas.',
    errorTitle: 'May problema',
    failed: 'Hindi naipadala ang form. Pakisubukan ulit.',
    network: 'May problema sa koneksyon. Tingnan ang internet mo at subukan ulit.',
  },
  download: {
    expiredHeading: 'Expired na ang download link na ito',
    invalidHeading: 'Hindi tama ang download link na ito',
    description: 'Humingi ng bagong link sa libreng OFW e-book.',
    expired: (days) => `${days} araw lang gumagana ang mga download link.`,
    invalid: 'Baka naputol ang link nang kopyahin ito.',
    whatToDo: 'Ilagay ang e-mail address mo sa page ng e-book at padadalhan ka namin agad ng bagong link.',
    freshLink: 'Kumuha ng bagong link',
  },
  validation: {
    email: 'Maglagay ng tamang e-mail address.',
    errorTitle: 'May problema',
    source: 'Hindi kilalang signup form.',
    labels: { name: 'Pangalan' },
  },
};
