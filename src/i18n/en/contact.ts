/** Services and enquiries (/contact). Keyed by the enquiry form's service values. */
export const contact = {
  page: {
    title: 'Services and enquiries',
    heading: 'Let us know how can we help you',
    intro: 'From websites to interview guesting, tell us what you need and we will reply within 72 hours.',
    description:
      'Web development, app development, advertising and interview guesting for the OFW community. Send an enquiry; we reply within 72 hours.',
  },
  services: {
    heading: 'Our services',
    descriptions: {
      'full-stack-web-development':
        'Websites and web apps built end to end, from the database to a fast, mobile-first front end, for small businesses and OFW ventures.',
      'web-renovation-migration':
        'We modernise an old or slow site, or move it to a new platform, without losing your content, links or search ranking.',
      'mobile-app-development': 'Android and iPhone apps for bookings, orders or communities, designed for users on patchy mobile data.',
      advertising: 'Reach OFWs and their families through sponsored segments in our podcast, videos and newsletter, clearly labelled as ads.',
      'interview-guesting': 'Have a story worth hearing or expertise OFWs need? Pitch yourself or someone you admire as a guest on our show.',
      others: 'Something else in mind, a partnership, a community event or a question about your data? Tell us here.',
    },
  },
  form: {
    heading: 'Send an enquiry',
    name: 'Name *',
    email: 'Email *',
    phone: 'Phone *',
    phoneHint: 'Include your country code, for example +63 917 123 4567.',
    service: 'Service *',
    services: {
      'full-stack-web-development': 'Full Stack Web Development',
      'web-renovation-migration': 'Web Renovation & Migration',
      'mobile-app-development': 'Mobile App Development',
      advertising: 'Advertising',
      'interview-guesting': 'Interview Guesting',
      others: 'Others',
    },
    message: 'Message *',
    submit: 'Send Message',
    busy: 'Sending...',
    successTitle: 'Thank you!',
    success: "Your message has been sent. We'll get back to you within 72 hours.",
    successNext: 'Our answer comes by e-mail, to the address you gave. If you do not see it, look in your spam folder.',
    successLink: 'Read our advice for OFWs while you wait',
    failedTitle: 'Submission failed',
    failed: 'Submission failed. Please try again.',
    network: 'Network error. Please try again.',
  },
  validation: {
    name: 'Please enter your name.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter your phone number.',
    phoneFormat: 'Please enter a phone number using digits, spaces, +, - or brackets.',
    service: 'Please choose one of the listed services.',
    message: 'Please enter your message.',
    labels: { name: 'Name', phone: 'Phone', message: 'Message' },
  },
};
