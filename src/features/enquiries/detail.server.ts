import { LANGUAGE_NAMES } from '../../i18n/locales.ts';
import type { ServiceValue } from '../../platform/limits.ts';
import { formatResponseDate } from '../owner/index.server.ts';
import { describeMails, mailsAbout } from '../mail/index.server.ts';
import type { MailView } from '../mail/index.ts';
import { ANSWER_TEMPLATES, answerSubject, answerTemplate, isAnswerTemplate } from './answer-templates.ts';
import { answersOf } from './answers.server.ts';
import { enquiryById } from './enquiries.server.ts';
import { mailtoHref, telHref, whatsAppHref } from './contact-links.ts';
import { serviceLabel } from './services.ts';
import type { EnquiryDetailProps } from './components/EnquiryDetail.tsx';
import type { AnswerNotice } from './components/AnswerForm.tsx';

/**
 * What the page says right after "Send reply", from the reply's real state in the outbox (describeMail):
 * sent only once the mail server took it, otherwise why not and whether it is tried again.
 */
function afterSending(mail: MailView, email: string, status: string): AnswerNotice {
  const seeIt = { href: mail.href, label: 'Open it in the outbox' };
  if (mail.status === 'sent') return { message: `Your reply was sent to ${email}. The enquiry is marked replied.`, tone: 'ok', link: seeIt };
  if (mail.status === 'queued') {
    return { message: `Your reply is in the outbox, not sent yet. The enquiry is marked replied as soon as it is sent: reload the page to see.`, tone: 'ok', link: seeIt };
  }
  if (mail.pending) return { message: `Your reply is not sent yet. ${mail.state} The enquiry stays ${status} until it is sent.`, tone: 'error', link: seeIt };
  return {
    message: `Your reply did not go out. ${mail.state} The enquiry stays ${status}. Check the address, or call or write on WhatsApp.`,
    tone: 'error',
    link: seeIt,
  };
}

export interface EnquiryView {
  /** ?template= of the address: the template chosen, else the first. */
  template?: string | null | undefined;
  /** ?answered= of the address: the reply just sent, whose outcome the page tells. */
  answered?: string | null | undefined;
  /** After a refused "Send reply": why, and what the owner typed. */
  refused?: { message: string; field: boolean; text: string | undefined } | undefined;
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
}

/** Everything the enquiry's page shows: the enquiry, how to reach the visitor, the reply form and the replies sent. */
export async function enquiryDetail(id: string, view: EnquiryView): Promise<EnquiryDetailProps['enquiry']> {
  const enquiry = await enquiryById(id);
  if (!enquiry) return undefined;
  const service = enquiry.service as ServiceValue;
  const locale = enquiry.locale;
  const subject = answerSubject(service, locale);
  const chosen = isAnswerTemplate(view.template) ? view.template : ANSWER_TEMPLATES[0].id;
  const answers = await answersOf(enquiry.id);
  const mails = await describeMails(answers);
  const autoReplies = (await mailsAbout([enquiry.id], ['enquiry-reply'])).get(enquiry.id) ?? [];
  const justSent = mails.find((m) => m.id === view.answered);
  return {
    id: enquiry.id,
    name: enquiry.name,
    status: enquiry.status,
    received: formatResponseDate(enquiry.createdAt),
    email: enquiry.email,
    phone: enquiry.phone,
    service: serviceLabel(service),
    message: enquiry.message,
    language: LANGUAGE_NAMES[locale],
    notice: view.notice,
    links: { mail: mailtoHref(enquiry.email, subject), call: telHref(enquiry.phone), whatsApp: whatsAppHref(enquiry.phone) },
    reply: {
      locale,
      templates: ANSWER_TEMPLATES.map((t) => ({ label: t.label, href: `/admin/enquiries/${enquiry.id}?template=${t.id}#reply`, current: t.id === chosen })),
      text: view.refused?.text ?? answerTemplate(chosen, { name: enquiry.name, service, locale }),
      hint: `In ${LANGUAGE_NAMES[locale]}, the language of the enquiry. Sent to ${enquiry.email} with the subject “${subject}”; our signature is added below.`,
      error: view.refused?.field ? view.refused.message : undefined,
      notice: view.refused
        ? { message: view.refused.message, tone: 'error' }
        : justSent
          ? afterSending(justSent, enquiry.email, enquiry.status)
          : undefined,
    },
    autoReplies,
    answers: answers.map((a, i) => ({
      mail: mails[i]!,
      queued: formatResponseDate(a.createdAt),
      text: a.textBody,
      purged: a.purgedAt ? formatResponseDate(a.purgedAt) : undefined,
    })),
  };
}
