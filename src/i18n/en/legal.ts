import { site } from '../../site.config.ts';
import { CONSENT_COOKIE } from '../../platform/cookie-consent.ts';
import { PRIVACY_OWNER_WORKING_DAYS, type RetentionSettings } from '../../platform/limits.ts';
import type { LegalDocument } from '../legal-document.ts';

const terms: LegalDocument = {
  title: 'Terms & Conditions',
  intro: 'The rules for using this website, written in plain language.',
  description: `The plain-language terms for using the ${site.name} website: your stories and reviews, our general information, external links and enquiries.`,
  body: [
    {
      p: `These terms explain what you can expect from ${site.name} and what we expect from you when you use this website, send us your story, leave a review or contact us about our services. We have written them in plain language. By using the site you agree to them; if you do not agree, please do not use the site.`,
    },
    { h2: 'Using the site' },
    { p: 'You can read, watch and listen to everything on the site without an account. Please use it fairly:' },
    {
      ul: [
        'Do not try to break, overload or get around the limits of the site or its forms.',
        'Do not send automated, bulk or spam submissions.',
        'Do not pretend to be someone else.',
      ],
    },
    { h2: 'Your stories and reviews' },
    { h3: 'What you send must be yours to share' },
    {
      p: "Only send information that is true and that you have the right to share. Do not include another person's private details (such as their full name, address, phone number or photos) without their permission.",
    },
    { h3: 'Permission to publish' },
    {
      p: `You keep ownership of your story and your words. When you agree to let us publish something, you give ${site.name} a free, non-exclusive permission to publish it on this site and in our podcast, videos and social media posts, only to the extent you agreed to. For example:`,
    },
    {
      ul: [
        [
          { strong: 'Shared stories:' },
          ' when you ',
          { link: 'share your story', to: '/connect' },
          ' and tick the consent to publish, our team contacts you first. We publish a story only after that conversation.',
        ],
        [
          { strong: 'Reviews:' },
          ' when you fill in our ',
          { link: 'feedback survey', to: '/survey' },
          ', your rating, your feedback, the date and your name (or "Anonymous" if you leave the name out) are shown as a public review. Your e-mail address is never shown.',
        ],
      ],
    },
    {
      p: [
        'You can ask us to take down your story or review at any time, as described in our ',
        { link: 'Privacy Policy', to: '/privacy' },
        '.',
      ],
    },
    { h3: 'Editing and removal' },
    {
      p: "We may edit stories for length and clarity, such as shortening, fixing spelling or adding headings, without changing their meaning. We may decline or remove any submission or review that is abusive, hateful, threatening, discriminatory, unlawful, spam or that exposes someone's private information.",
    },
    { h3: 'Honest reviews' },
    {
      p: `Reviews must describe your own, genuine experience with ${site.name}. Do not post reviews for someone else, in exchange for payment, or to mislead other readers. We do not edit the meaning of a review, but we may hide it if it breaks these rules.`,
    },
    { h2: 'Our content is general information, not professional advice' },
    {
      p: 'Our articles, videos and podcast episodes share real experiences and practical tips for overseas Filipino workers and their families. They are general information only. They are not legal, financial, medical, tax or immigration advice, and they do not replace advice from a qualified professional who knows your situation.',
    },
    {
      p: 'Rules, fees and procedures for working abroad change often. Before you make a decision, check the current requirements with the Department of Migrant Workers (DMW), the Overseas Workers Welfare Administration (OWWA) or the Migrant Workers Office (MWO) in your host country. We are not responsible for decisions made only on the basis of our content.',
    },
    { h2: 'Links to other websites' },
    {
      p: 'We link to websites we do not run, such as YouTube, Spotify, Facebook, Instagram, TikTok and government agencies. Those websites have their own terms and privacy policies. We are not responsible for their content or for how they work, and a link does not mean we endorse everything on them.',
    },
    { h2: 'Services enquiries' },
    {
      p: [
        'Sending a message through our ',
        { link: 'services enquiry form', to: '/contact' },
        ' is a request for information only. It does not create a contract or oblige either side to anything. We aim to answer within 72 hours. Any paid work is agreed separately, in writing, before it starts.',
      ],
    },
    { h2: 'Our own content' },
    {
      p: `The text, illustrations, episodes and videos on this site belong to ${site.name} or to the people who shared their stories with us. You are welcome to share links and short quotes with credit. Please ask us before republishing anything in full.`,
    },
    { h2: 'Availability and responsibility' },
    {
      p: 'We do our best to keep the site accurate and available, but we provide it as it is, without guarantees that it will always be online or error-free. To the extent the law allows, we are not liable for losses caused by using or not being able to use the site.',
    },
    { h2: 'Changes to these terms' },
    {
      p: 'We may update these terms when the site or the law changes. The date at the top of this page shows when they last changed. The version published here is the one that applies when you use the site.',
    },
    { h2: 'Applicable law' },
    {
      p: 'These terms are governed by the laws of the Republic of the Philippines. This does not remove any rights you have under the consumer or data protection laws of the country where you live.',
    },
    { h2: 'Questions' },
    {
      p: [
        'If anything here is unclear, write to us through our ',
        { link: 'services and enquiries page', to: '/contact' },
        '. See also our ',
        { link: 'Privacy Policy', to: '/privacy' },
        ' and our ',
        { link: 'Cookie Policy', to: '/cookies' },
        '.',
      ],
    },
  ],
};

/** The privacy policy, its retention table printed from what the retention job and the links read. */
const privacy = (keep: RetentionSettings): LegalDocument => ({
  title: 'Privacy Policy',
  intro: 'What we collect, why we collect it, and what we never do with it.',
  description: `What ${site.name} stores when you use its forms, why, for how long, who sees it, and how to have it corrected or deleted.`,
  body: [
    {
      p: `This policy explains, in plain language, what personal information ${site.name} keeps when you use this website, why, for how long, and what you can ask us to do with it. We follow the Philippine Data Privacy Act of 2012 (Republic Act No. 10173). If you are in the European Union or the United Kingdom, you also have rights under the GDPR, described below.`,
    },
    { h2: 'Who we are' },
    {
      p: [
        `${site.name} ("we", "us") is a storytelling media brand for overseas Filipino workers (OFWs) and their families. We run this website, our podcast and our video channel. The site owner is responsible for the information described here. You can reach us through our `,
        { link: 'services and enquiries page', to: '/contact' },
        '.',
      ],
    },
    { h2: 'When you simply visit' },
    {
      ul: [
        'You do not need an account to read, watch or listen.',
        'We use no analytics, no advertising or tracking cookies, and no third-party scripts or fonts.',
        [
          'We set two cookies at most, and only when you choose: ',
          { code: CONSENT_COOKIE },
          ' when you press Accept on our cookie notice, and ',
          { code: 'kwento_lang' },
          ' when you choose a language (English or Filipino) or close the language suggestion. See our ',
          { link: 'Cookie Policy', to: '/cookies' },
          '.',
        ],
        'Our server logs record which pages were requested and any errors, so we can keep the site working. They do not record e-mail addresses.',
        'To stop spam, the server keeps short-lived counters keyed by your IP address that limit how many forms can be sent in a short time. Each counter disappears after about a minute.',
      ],
    },
    { h2: 'What each form stores and why' },
    {
      p: 'Everything you send through our forms is stored in our own PostgreSQL database. We use it only for the purpose described below.',
    },
    { h3: 'Feedback survey' },
    {
      p: [
        { strong: 'What we store:' },
        ' your e-mail address, your rating, your feedback, your name if you give it, and your answers to the three optional questions about our interviews.',
      ],
    },
    {
      p: [
        { strong: 'Why:' },
        ' to improve our work and to show your feedback as a public review. A review shows your name (or "Anonymous" if you leave the name out), your rating, your feedback and the date. Your e-mail address is never published. We keep it so we can confirm a request from you about your review. The site owner can hide any review.',
      ],
    },
    { h3: 'Services enquiry form' },
    {
      p: [
        { strong: 'What we store:' },
        ' your name, e-mail address, phone number, the service you ask about and your message.',
      ],
    },
    {
      p: [
        { strong: 'Why:' },
        ' to answer your enquiry, which we aim to do within 72 hours. We also send you an automatic e-mail confirming that we received it.',
      ],
    },
    { h3: 'Free e-book' },
    {
      p: [
        { strong: 'What we store:' },
        ' your e-mail address and, if you give it, your name. This form appears on the ',
        { link: 'e-book page', to: '/ebook' },
        ' and in a pop-up on the site.',
      ],
    },
    {
      p: [
        { strong: 'Why:' },
        ' to e-mail you the link to the e-book. Signing up for the e-book does not put you on any other list: the weekly digest below is sent only if you tick its box (unticked to begin with) and confirm.',
      ],
    },
    { h3: 'Weekly digest' },
    {
      p: [
        { strong: 'What we store:' },
        ' your e-mail address, the language you subscribed in, where you asked (the form at the bottom of every page or on the digest’s page, or the box on the e-book page, in the e-book pop-up or on the survey), the very words you saw there with their version, and when you asked, confirmed and unsubscribed. We also keep, for each digest, which e-mails went out.',
      ],
    },
    {
      p: [
        { strong: 'Why:' },
        ' to send you, once a week and only after you pressed the button in our confirmation e-mail, the new articles, podcast episodes and stories (your consent). Every digest has a one-click unsubscribe link. An address whose mail server refuses our digest for good gets no more of them. If you ask, on the Your data page, never to get it, we keep that request with a scrambled code of your address, and that address can no longer be subscribed.',
      ],
    },
    { h3: 'Share your story' },
    {
      p: [
        { strong: 'What we store:' },
        ' your name if you give it, your e-mail address, the country where you work, your story, whether you would be happy to be interviewed, and your consent to publish.',
      ],
    },
    {
      p: [
        { strong: 'Why:' },
        ' to read your story, to contact you about it, and to send you an e-mail confirming that we received it. A story is published only after our team has contacted you. Your e-mail address is never published.',
      ],
    },
    { h2: 'How long we keep it' },
    {
      p: 'A job on our server runs every day and deletes what this table says we keep no longer. The table is printed from the same settings that job reads.',
    },
    {
      table: {
        head: ['Information', 'How long'],
        rows: [
          ['Survey answers and reviews', 'Until you ask us to delete them, or the site owner removes them'],
          ['Shared stories', 'Until you ask us to delete them, or the site owner removes them'],
          ['Enquiries', `${keep.enquiryMonths} months after they arrive`],
          [
            'E-book signups',
            `Until you leave the list or ask us to delete your data. A signup whose e-mail never reached you is deleted after ${keep.unconfirmedSignupDays} days`,
          ],
          [
            'Weekly digest subscriptions',
            `Until you unsubscribe or ask us to delete your data. An address that never confirmed is deleted after ${keep.unconfirmedNewsletterDays} days`,
          ],
          [
            'Copies of the e-mails we send you',
            `The text for ${keep.emailBodyDays} days after sending; after that only the date, subject and address remain, as a record that it was sent`,
          ],
          ['Questions typed into the chat assistant', `${keep.assistantQuestionMonths} months, without anything that says who asked`],
          [
            'The private links in our e-mails',
            `Until they expire: the e-book download link after ${keep.ebookLinkDays} days, story links after ${keep.storyLinkDays} days, privacy links after ${keep.privacyLinkMinutes} minutes, the digest's confirmation link after ${keep.newsletterConfirmDays} days and its unsubscribe links after ${keep.newsletterUnsubscribeDays} days. An expired link is deleted the next day`,
          ],
          [
            'Your privacy requests',
            `What you asked and what we did, as a record that we answered, without your address (only a scrambled code of it, a SHA-256 hash). A request whose link was never used loses its address after ${keep.unconfirmedPrivacyRequestDays} days`,
          ],
          ['An address whose data was deleted at its owner\'s request', 'Only its scrambled code, for as long as the site runs, so that we never e-mail it again'],
          ['Spam-protection counters (IP address)', 'About a minute'],
        ],
      },
    },
    {
      p: 'Backups: the site owner may keep copies of the database made with the site\'s backup command. A backup holds what was stored on the day it was made. If one is ever restored, every deletion asked for since is carried out again right after the copy is loaded, and nothing is e-mailed to an address that was deleted.',
    },
    { h2: 'Who sees it' },
    {
      p: 'Only the site owner can see what you send us, in a private, password-protected owner area. Apart from the public reviews and the stories you agreed to publish, nothing is shown to anyone else.',
    },
    { p: 'We rely on two kinds of service providers, who handle data only to provide their service to us:' },
    {
      ul: [
        [{ strong: 'Our hosting provider' }, ', which runs the server and database where the site and your data live.'],
        [
          { strong: 'Our e-mail delivery provider' },
          ', which delivers the e-mails our mail server sends: the e-book link, the enquiry auto-reply and the story receipt.',
        ],
      ],
    },
    {
      p: [
        { strong: 'We never sell, rent or trade your personal information' },
        ', and we do not share it with advertisers.',
      ],
    },
    { h2: 'Other services on our pages' },
    { h3: 'YouTube videos' },
    {
      p: "Videos on our home page first show only a preview picture. Our server fetched it from YouTube in advance and your browser loads it from our site, so showing it tells YouTube nothing about you. The video player loads from youtube-nocookie.com, YouTube's privacy-enhanced mode, only when you press play. From that moment, YouTube (Google) may store information on your device and receive data about your visit under its own privacy policy.",
    },
    { h3: 'Podcast audio' },
    {
      p: "Podcast episodes play from our podcast host's servers when you press play. At that point your browser connects to the podcast host, which receives your IP address as part of delivering the audio.",
    },
    { h3: 'Links to other websites' },
    {
      p: 'Links to YouTube, Spotify, Facebook, Instagram, TikTok and government websites take you to services with their own privacy policies.',
    },
    { h3: 'The chat assistant' },
    {
      p: `Each question you type into the chat box is sent to our server, which answers it from our own articles, episodes and published stories; nothing goes to another company or an AI service. We store the question, the time and whether we found an answer, so the site owner can see what people ask, and nothing that says who asked: no address, no IP address, no cookie. Questions are deleted after ${keep.assistantQuestionMonths} months. Please do not type your name, phone number or other personal details into it.`,
    },
    { h3: 'Things that stay on your device' },
    {
      p: 'If you close the e-book pop-up, your browser remembers that in its local storage so the pop-up does not keep coming back; this note is never sent to us. The conversation shown in the chat box is kept by your browser only for as long as the page is open.',
    },
    { h2: 'Your rights' },
    {
      p: 'Under the Data Privacy Act of 2012 you have the right to be informed, to access your personal information, to object, to have it corrected, to have it erased or blocked, to data portability, and to file a complaint with the National Privacy Commission. If you are in the EU or UK, the GDPR gives you similar rights: access, correction, erasure, restriction, portability, objection, withdrawing consent, and complaining to your data protection authority.',
    },
    { h3: 'How to use them' },
    {
      ol: [
        [
          'Open the ',
          { link: 'Your data page', to: '/privacy/request' },
          ', enter the e-mail address you used on our forms, and choose what you want: a copy of your data, a correction of your name or address, deletion of everything, or withdrawing a consent (to publish your story, to be on the e-book list, to our weekly digest).',
        ],
        `We e-mail that address a private link. It works once, for ${keep.privacyLinkMinutes} minutes. Open it and press the button on its page: that is how we know the request comes from you. Opening the link alone changes nothing, and we answer the same whether or not we hold anything for the address.`,
        'Pressing the button carries out your request at once. A copy is e-mailed to that address only, as a file for computers (data.json) and a summary you can read: your survey answers, enquiries, e-book signup, stories (as you sent them and as edited, with their status), your consents, your privacy requests and the list of e-mails we sent you. A deletion erases, in one go, all of these, takes your published stories off the site, search and the chat assistant, and deletes our copies of the e-mails to you; only a scrambled code of the address stays, so that we never e-mail it again. In our owner area they are gone from every list (reviews, enquiries, stories, e-mails): only the list of privacy requests keeps a line saying that the data of an address was erased on that date and how many items went, without the address or anything you wrote.',
        `A correction changes your name or address on everything you sent us at once. If one of your stories is published, we make that change ourselves within ${PRIVACY_OWNER_WORKING_DAYS} working days, and the owner area shows us the deadline.`,
        [
          'It is free. If you no longer have access to the address, write to us through the ',
          { link: 'services enquiry form', to: '/contact' },
          ' (choose "Others") and we will find a way to confirm it is you.',
        ],
      ],
    },
    { h2: 'Security' },
    {
      p: 'Your information is stored in our own database, not in third-party form or marketing tools. Connections to the site are encrypted when it is served over HTTPS. Only the site owner can sign in to the owner area. No system is perfectly secure, but we keep what we collect small and limit who can reach it.',
    },
    { h2: 'Children' },
    {
      p: 'This website is not directed to children under 16, and we do not knowingly collect their information. If you believe a child has sent us personal information, please contact us and we will delete it.',
    },
    { h2: 'Changes to this policy' },
    {
      p: 'If we change what we collect or how we use it, we will update this page and the "Last updated" date at the top. The version published here is the one that applies.',
    },
  ],
});

const cookies: LegalDocument = {
  title: 'Cookie Policy',
  intro: 'Two small cookies, and nothing that follows you around the web.',
  description: `${site.name} sets only two functional cookies, ${CONSENT_COOKIE} and kwento_lang, when you choose. No analytics, advertising or tracking cookies.`,
  body: [
    {
      p: `A cookie is a small piece of text that a website asks your browser to keep. This page explains, in plain language, the only two cookies ${site.name} sets for visitors, and what we do not use.`,
    },
    { h2: 'The cookies we use' },
    {
      table: {
        caption: 'Cookies set for visitors',
        head: ['Name', 'Purpose', 'Lifetime', 'When it is set'],
        rows: [
          [
            [{ code: CONSENT_COOKIE }],
            'Remembers that you accepted the cookie notice, so it is not shown again. Its value is simply "accepted"; it contains no personal information.',
            '1 year (31,536,000 seconds)',
            'Only when you press Accept on the cookie notice',
          ],
          [
            [{ code: 'kwento_lang' }],
            'Remembers the language you chose for the site (English or Filipino), so you are not asked again. Its value is simply "en" or "fil"; it contains no personal information and is not used for tracking.',
            '1 year (31,536,000 seconds)',
            'Only when you choose a language with the language switch, or close the suggestion to read the site in Filipino',
          ],
        ],
      },
    },
    {
      p: 'These cookies are sent only to our own website and use the SameSite=Lax setting, which means browsers do not send them along with requests made by other websites.',
    },
    { h2: 'What we do not use' },
    {
      ul: [
        'No analytics or statistics cookies.',
        'No advertising or tracking cookies.',
        'No third-party scripts, social media widgets or web fonts loaded from other websites.',
        'No accounts for visitors, so no login cookies for you.',
      ],
    },
    { h2: 'YouTube videos' },
    {
      p: "Videos on our home page show only a preview picture at first. The video player, from youtube-nocookie.com (YouTube's privacy-enhanced mode), loads only when you press play. From that moment YouTube (Google) may set its own cookies or similar storage under its own policy, which we do not control. If you do not press play, no video player is loaded.",
    },
    { h2: "The site owner's session cookie" },
    {
      p: 'The private owner area uses a session cookie so the site owner stays signed in. It is set only for the site owner after signing in, never for visitors.',
    },
    { h2: 'Things that are not cookies' },
    {
      p: 'If you close the free e-book pop-up, your browser remembers that in its local storage so the pop-up does not keep appearing. This note stays on your device and is never sent to us.',
    },
    { h2: 'How to delete or block cookies' },
    {
      p: [
        'You can delete ',
        { code: CONSENT_COOKIE },
        ' and ',
        { code: 'kwento_lang' },
        ' at any time. Without ',
        { code: CONSENT_COOKIE },
        ' the cookie notice appears again; without ',
        { code: 'kwento_lang' },
        ' the site forgets the language you chose, so the language suggestion may appear again. The site works the same either way.',
      ],
    },
    {
      ul: [
        [
          { strong: 'Chrome, Edge and similar browsers:' },
          ' open Settings, then Privacy and security, and look for cookies and site data.',
        ],
        [{ strong: 'Firefox:' }, ' open Settings, then Privacy & Security, then Cookies and Site Data.'],
        [{ strong: 'Safari:' }, ' open Settings (or Preferences), then Privacy, then Manage Website Data.'],
        [{ strong: 'Phones:' }, ` look in your browser's settings for "clear browsing data" or "website data".`],
      ],
    },
    { p: ['For everything else about your information, read our ', { link: 'Privacy Policy', to: '/privacy' }, '.'] },
  ],
};

/** The terms, privacy policy and cookie policy: page texts and the full text of each. */
export const legal = {
  updated: 'Last updated:',
  terms,
  privacy,
  cookies,
};
