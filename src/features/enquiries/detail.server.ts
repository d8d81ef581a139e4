import { config } from '../../platform/config.ts';
import { LANGUAGE_NAMES } from '../../i18n/locales.ts';
import type { ServiceValue } from '../../platform/limits.ts';
import { formatResponseDate } from '../owner/index.server.ts';
import { mailsAbout } from '../mail/index.server.ts';
import { ANSWER_TEMPLATES, answerSubject, answerTemplate, isAnswerTemplate } from './answer-templates.ts';
import { answersOf } from './answers.server.ts';
import { enquiryById } from './enquiries.server.ts';
import { mailtoHref, telHref, whatsAppHref } from './contact-links.ts';
import { serviceLabel } from './services.ts';
import type { EnquiryDetailProps } from './components/EnquiryDetail.tsx';

type Answer = Awaited<ReturnType<typeof answersOf>>[number];
type AnswerState = 'sent' | 'sending' | 'retrying' | 'failed';

/** Where a reply stands: sent; queued and not tried yet; tried and to be tried again; or given up on. */
function stateOf(answer: Answer): AnswerState {
  if (answer.status === 'sent') return 'sent';
  if (answer.status !== 'queued') return 'failed';
  if (answer.attempts === 0) return 'sending';
  // The job queue tries EMAIL_RETRY_LIMIT more times after the first.
  return answer.attempts <= config().EMAIL_RETRY_LIMIT ? 'retrying' : 'failed';
}

// "not sent (no SMTP configured)" reads as "no SMTP configured" after "Not sent: ".
const reasonOf = (answer: Answer) => (answer.lastError ?? 'the mail server did not take it').replace(/^not sent \((.*)\)$/, '$1');

const BADGES: Record<AnswerState, { status: string; label: string }> = {
  sent: { status: 'sent', label: 'sent' },
  sending: { status: 'queued', label: 'sending' },
  retrying: { status: 'queued', label: 'not sent yet' },
  failed: { status: 'dead', label: 'not sent' },
};

function answerLine(answer: Answer, state: AnswerState): string {
  switch (state) {
    case 'sent':
      return `Sent ${formatResponseDate(answer.sentAt)}.`;
    case 'sending':
      return `Queued ${formatResponseDate(answer.createdAt)}, sending now.`;
    case 'retrying':
      return `Not sent yet: ${reasonOf(answer)}. It will be tried again.`;
    case 'failed':
      return `Not sent: ${reasonOf(answer)}.`;
  }
}

/** What the page says right after "Send reply", from how the first attempt went. */
function afterSending(answer: Answer, state: AnswerState, email: string, status: string): { message: string; tone: 'ok' | 'error' } {
  switch (state) {
    case 'sent':
      return { message: `Your reply was sent to ${email}. The enquiry is marked replied.`, tone: 'ok' };
    case 'sending':
      return { message: 'Your reply is queued. The enquiry is marked replied as soon as it is sent: reload the page to see.', tone: 'ok' };
    case 'retrying':
      return { message: `Your reply was not sent yet: ${reasonOf(answer)}. It will be tried again; the enquiry stays ${status} until it is sent.`, tone: 'error' };
    case 'failed':
      return {
        message: `Your reply could not be sent: ${reasonOf(answer)}. The enquiry stays ${status}. Check the address, or call or write on WhatsApp.`,
        tone: 'error',
      };
  }
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
  const autoReplies = (await mailsAbout([enquiry.id], ['enquiry-reply'])).get(enquiry.id) ?? [];
  const justSent = answers.find((a) => a.id === view.answered);
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
          ? afterSending(justSent, stateOf(justSent), enquiry.email, enquiry.status)
          : undefined,
    },
    autoReplies,
    answers: answers.map((a) => {
      const state = stateOf(a);
      return {
        id: a.id,
        subject: a.subject,
        badge: BADGES[state],
        line: answerLine(a, state),
        queued: formatResponseDate(a.createdAt),
        text: a.text,
        purged: a.purgedAt ? formatResponseDate(a.purgedAt) : undefined,
      };
    }),
  };
}
