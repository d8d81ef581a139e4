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
  language: Locale;
}

/** A new story as the owner's notification announces it; the story itself is read in the owner area. */
export interface OwnerStory extends Receipt {
  country: string;
  language: Locale;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The owner's one notification for everything that arrived since the last (at most one per window):
 * each enquiry in full, each new story announced. `more` counts what arrived beyond those listed.
 */
export function ownerDigestMessage(
  ownerEmail: string,
  arrived: { enquiries: OwnerEnquiry[]; stories: OwnerStory[]; more: number },
  siteUrl: string,
): EmailMessage {
  const { enquiries, stories, more } = arrived;
  const [only] = enquiries;
  const subject =
    only && enquiries.length === 1 && stories.length === 0 && more === 0
      ? `New enquiry: ${serviceLabel(only.service)} from ${only.name}`
      : `New on ${site.name}: ${[enquiries.length ? plural(enquiries.length, 'enquiry', 'enquiries') : '', stories.length ? plural(stories.length, 'story', 'stories') : '']
          .filter(Boolean)
          .join(' and ')}${more ? ` (and ${more} more)` : ''}`;
  const paragraphs: string[] = [];
  for (const e of enquiries) {
    paragraphs.push(
      `Enquiry ${reference(e.id)}, received ${receivedOn(e.receivedAt, 'en')}`,
      `Name: ${oneLine(e.name)}\nEmail: ${e.email}\nPhone: ${oneLine(e.phone)}\nService: ${serviceLabel(e.service)}\nLanguage: ${LANGUAGE_NAMES[e.language]}`,
      `Message:\n${e.message}`,
    );
  }
  if (enquiries.length) paragraphs.push('Answer them and mark them replied in the owner area:', new URL('/admin/enquiries', siteUrl).href);
  for (const s of stories) {
    paragraphs.push(`Story ${reference(s.id)}, received ${receivedOn(s.receivedAt, 'en')}, from ${oneLine(s.country)}, written in ${LANGUAGE_NAMES[s.language]}.`);
  }
  if (stories.length) paragraphs.push('Read and prepare them in the owner area:', new URL('/admin/stories', siteUrl).href);
  if (more) paragraphs.push(`${plural(more, 'more submission', 'more submissions')} arrived as well: see the owner area.`);
  return compose('owner-digest', ownerEmail, subject, paragraphs);
}
