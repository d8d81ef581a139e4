import type { Messages } from '../messages.ts';

export const survey: Messages['survey'] = {
  page: {
    title: 'Feedback survey',
    heading: 'Sabihin mo sa amin kung paano pa kami huhusay',
    intro: 'Mahalaga sa amin ang opinyon mo! Tulungan mo kaming pagbutihin ang aming mga serbisyo: ibahagi ang feedback at karanasan mo.',
    description:
      'I-rate ang Kwentong OFW at sabihin kung ano ang dapat pang pagbutihin. Tinutulungan ng review mo ang kapwa OFW na makahanap ng mga kuwento at payong may saysay.',
  },
  form: {
    heading: 'Ibahagi ang Feedback Mo',
    intro: 'Tulungan mo kaming humusay pa: ibahagi ang karanasan mo sa aming mga serbisyo',
    name: 'Pangalan (hindi required)',
    email: 'E-mail *',
    emailHint: 'Hindi ito ipapakita sa publiko.',
    rating: 'Rating *',
    stars: ['1 bituin', '2 bituin', '3 bituin', '4 bituin', '5 bituin'],
    noRating: 'Wala pang rating',
    feedback: 'Feedback *',
    interviews: 'Tungkol sa aming mga interview (hindi required)',
    interviewExperience: 'Paano mo ilalarawan ang karanasan mo sa aming mga interview at episode?',
    interviewSuggestions: 'Anong mga paksa o sinong mga guest ang gusto mong mapanood o mapakinggan sa mga susunod naming episode?',
    interviewFavorite: 'Aling episode o kuwento ang paborito mo, at bakit?',
    submit: 'I-submit ang Feedback',
    newsletterOptIn: 'Padalhan din ako ng lingguhang digest: mga bagong artikulo, episode at kuwento, isang beses kada linggo (magpapadala kami ng e-mail na may button para kumpirmahin; puwedeng mag-unsubscribe sa isang click)',
    busy: 'Isinusumite...',
    thanks: {
      title: 'Salamat!',
      message: 'Natanggap na namin ang feedback mo. Maraming salamat sa pagbabahagi!',
      next: 'Puwedeng lumabas ang rating at feedback mo sa mga review sa aming home page, kasama ang pangalan mo o bilang “Anonymous”. Hindi kailanman ipapakita ang e-mail address mo.',
      link: 'Tingnan ang sinabi ng iba',
    },
    again: 'Magpadala ng Isa Pang Sagot',
    failed: { title: 'Hindi Naipadala', message: 'Nagka-problema sa pag-submit ng survey mo. Pakisubukan ulit.' },
  },
  validation: {
    email: { title: 'Mali ang E-mail', message: 'Maglagay ng tamang e-mail address.' },
    rating: { title: 'Kailangan ng Rating', message: 'Pumili ng rating mula 1 hanggang 5 bituin.' },
    feedback: { title: 'Kailangan ng Feedback', message: 'Isulat ang feedback mo.' },
    labels: { name: 'Pangalan', feedback: 'Feedback', answer: 'Sagot mo' },
  },
};
