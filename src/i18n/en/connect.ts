/** Share your story (/connect). `{min}`, `{max}` and `{site}` are filled in where shown. */
export const connect = {
  page: {
    title: 'Share your story',
    heading: 'Share your story',
    intro:
      'Every journey abroad deserves to be heard. Tell us yours: the hard days, the small wins, and what you would tell the next OFW.',
    description: 'Share your journey as an overseas Filipino worker. Your story can inspire others; we only publish with your consent.',
  },
  intro:
    'Write in English, Filipino or Taglish, whatever feels natural. A few paragraphs are enough. Our team reads every story personally. We never publish anything without your consent, and we will e-mail you before we do.',
  form: {
    heading: 'Your story',
    name: 'Name (optional)',
    nameHint: 'Leave blank to stay anonymous.',
    email: 'Email *',
    emailHint: 'Only our team sees it, to reach you about your story.',
    country: 'Country where you work *',
    story: 'Your story *',
    storyHint: 'Between {min} and {max} characters.',
    interviewOk: "I'd be happy to be interviewed",
    consent: 'I agree that {site} may publish my story (we will contact you first) *',
    submit: 'Share My Story',
    busy: 'Sending...',
    thanksTitle: 'Thank you for sharing!',
    thanks: 'Salamat! Your story is safe with us.',
    thanksNext: 'Our team reads every story personally. We will e-mail you before anything is published, and nothing is published without your yes.',
    thanksLink: 'Read the stories other OFWs shared',
    failedTitle: 'Your story was not sent',
    failed: 'Something went wrong. Please try again.',
    network: 'Network error. Please check your connection and try again.',
  },
  validation: {
    email: 'Please enter a valid email address.',
    country: 'Please tell us the country where you work.',
    story: 'Please tell us your story.',
    storyTooShort: 'Please tell us a little more: at least {min} characters.',
    consent: 'Please allow us to publish your story, or we cannot share it.',
    labels: { name: 'Name', country: 'Country', story: 'Your story' },
  },
};
