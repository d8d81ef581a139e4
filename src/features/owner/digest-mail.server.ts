import { LANGUAGE_NAMES, type Locale } from '../../i18n/locales.ts';
import { compose, oneLine, receivedOn, reference, type EmailMessage, type Receipt } from '../../platform/email/messages.ts';
import { site } from '../../site.config.ts';
import { serviceLabel } from '../enquiries/index.server.ts';

/** An enquiry as the owner's notification lists it: everything the visitor sent. */
export interface OwnerEnquiry extends Receipt {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  locale: Locale;
}

/** A new story as the owner's notification announces it; the story itself is read in the owner area. */
export interface OwnerStory extends Receipt {
  country: string;
  locale: Locale;
}

/** A review held for the owner, as the notification announces it: why it waits, never its words. */
export interface OwnerHeldReview extends Receipt {
  rating: number;
  /** "Held because it contains a link." */
  heldBecause: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const inWords = (parts: string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? ''));

/**
 * The owner's one notification for everything that arrived since the last (at most one per window):
 * each enquiry in full, each new story and each held review announced. `more` counts what arrived
 * beyond those listed.
 */
export function ownerDigestMessage(
  ownerEmail: string,
  arrived: { enquiries: OwnerEnquiry[]; stories: OwnerStory[]; reviews?: OwnerHeldReview[]; more: number },
  siteUrl: string,
): EmailMessage {
  const { enquiries, stories, reviews = [], more } = arrived;
  const [only] = enquiries;
  // The subject names no one: it outlives the body in the outbox (ADR 050), which an erasure empties.
  const subject =
    only && enquiries.length === 1 && stories.length === 0 && reviews.length === 0 && more === 0
      ? `New enquiry: ${serviceLabel(only.service)}`
      : `New on ${site.name}: ${inWords(
          [
            enquiries.length ? plural(enquiries.length, 'enquiry', 'enquiries') : '',
            stories.length ? plural(stories.length, 'story', 'stories') : '',
            reviews.length ? plural(reviews.length, 'held review', 'held reviews') : '',
          ].filter(Boolean),
        )}${more ? ` (and ${more} more)` : ''}`;
  const paragraphs: string[] = [];
  for (const e of enquiries) {
    paragraphs.push(
      `Enquiry ${reference(e.id)}, received ${receivedOn(e.receivedAt, 'en')}`,
      `Name: ${oneLine(e.name)}\nEmail: ${e.email}\nPhone: ${oneLine(e.phone)}\nService: ${serviceLabel(e.service)}\nLanguage: ${LANGUAGE_NAMES[e.locale]}`,
      `Message:\n${e.message}`,
    );
  }
  if (enquiries.length) paragraphs.push('Answer them and mark them replied in the owner area:', new URL('/admin/enquiries', siteUrl).href);
  for (const s of stories) {
    paragraphs.push(`Story ${reference(s.id)}, received ${receivedOn(s.receivedAt, 'en')}, from ${oneLine(s.country)}, written in ${LANGUAGE_NAMES[s.locale]}.`);
  }
  if (stories.length) paragraphs.push('Read and prepare them in the owner area:', new URL('/admin/stories', siteUrl).href);
  for (const r of reviews) {
    paragraphs.push(`Review ${reference(r.id)}, received ${receivedOn(r.receivedAt, 'en')}, rated ${r.rating}/5. ${r.heldBecause} It is not public until you approve it.`);
  }
  if (reviews.length) paragraphs.push('Approve or hide them in the owner area:', new URL('/admin/reviews', siteUrl).href);
  if (more) paragraphs.push(`${plural(more, 'more submission', 'more submissions')} arrived as well: see the owner area.`);
  return compose('owner-digest', ownerEmail, subject, paragraphs);
}
