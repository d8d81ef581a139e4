import type { ServiceValue } from '../../platform/limits.ts';

/**
 * The owner's replies to an enquiry, in the language the visitor wrote from: the subject, and the
 * templates the owner starts from and edits before sending. Our signature is added below by the mail.
 */
export const enquiryAnswers = {
  subject: (service: string) => `Re: ${service}`,
  greeting: (name: string) => `Hi ${name},`,
  thanks: (service: string) => `Thank you for your enquiry about ${service}.`,
  /** The usual first answer for each service: what happens next. */
  nextSteps: {
    'full-stack-web-development':
      'We would be glad to build this with you. The next step is a short call of about 30 minutes: we go through what the website or web app must do, who will use it and your timeline. Within a few days of the call we send you a written proposal with the scope, the price and the schedule. Which days and times suit you, and in which time zone?',
    'web-renovation-migration':
      'We can look at your current website and tell you what we would improve or where we would move it. Please send us its address and, if you can, access to its analytics or hosting account (read-only is enough). Within a few days we send you a short written plan: what we found, what we propose and what it would cost.',
    'mobile-app-development':
      'We would be happy to help you build your app. The next step is a short call: we go through what the app must do, who will use it, whether it is for Android, iPhone or both, and your timeline. After the call we send you a written proposal with the scope, the price and the schedule. Which days and times suit you, and in which time zone?',
    advertising:
      'We would be glad to have you with us. Our sponsored segments run in the podcast, in our videos and in the newsletter, always clearly marked as ads. We will send you our rates and audience figures in a separate e-mail. Tell us what you would like to promote and when, and we will suggest what fits best.',
    'interview-guesting':
      'We love hearing from people with a story to tell. Please send us a few lines about the guest (yourself or the person you suggest): where they work abroad, what they do and what they would like to share with other OFWs. We record online, usually on a weekend, and we will agree on a date that suits the guest’s time zone.',
    others:
      'We have read your message and someone from our team is looking into it. We will write again with a full answer within a few days; if anything is urgent, just reply to this e-mail.',
  } satisfies Record<ServiceValue, string>,
  /** Questions that let us answer properly, for each service. */
  details: {
    'full-stack-web-development':
      'To give you a proper answer, could you tell us a little more? What should the website or web app do, who will use it, do you already have a design or a domain, and when would you like it ready? A rough budget helps us suggest the right approach.',
    'web-renovation-migration':
      'To give you a proper answer, could you tell us a little more? What is the address of your current website, what would you like to change or where would you like to move it, and when would you like it done?',
    'mobile-app-development':
      'To give you a proper answer, could you tell us a little more? What should the app do, is it for Android, iPhone or both, do you already have a design or a website it must work with, and when would you like it ready? A rough budget helps us suggest the right approach.',
    advertising:
      'To give you a proper answer, could you tell us a little more? What would you like to promote, who would you like to reach (OFWs in one country, or their families back home), in which months, and what budget do you have in mind?',
    'interview-guesting':
      'To give you a proper answer, could you tell us a little more? Who would the guest be, where do they work abroad, what would they like to talk about, and which days and times suit them?',
    others: 'To give you a proper answer, could you tell us a little more about what you need, and by when?',
  } satisfies Record<ServiceValue, string>,
  call: 'It may be quickest to talk. Could we call you at the number you gave us, or on WhatsApp? Tell us two or three days and times that suit you, with your time zone, and we will confirm one.',
  decline:
    'Thank you for thinking of us. Unfortunately we cannot take this on at the moment. We are sorry we cannot help this time, and we wish you all the best with it.',
};
