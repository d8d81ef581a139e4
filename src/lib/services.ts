import { SERVICES, type ServiceValue } from './limits.ts';

const DESCRIPTIONS: Record<ServiceValue, string> = {
  'full-stack-web-development':
    'Websites and web apps built end to end, from the database to a fast, mobile-first front end, for small businesses and OFW ventures.',
  'web-renovation-migration':
    'We modernise an old or slow site, or move it to a new platform, without losing your content, links or search ranking.',
  'mobile-app-development':
    'Android and iPhone apps for bookings, orders or communities, designed for users on patchy mobile data.',
  advertising:
    'Reach OFWs and their families through sponsored segments in our podcast, videos and newsletter, clearly labelled as ads.',
  'interview-guesting':
    'Have a story worth hearing or expertise OFWs need? Pitch yourself or someone you admire as a guest on our show.',
  others: 'Something else in mind, a partnership, a community event or a question about your data? Tell us here.',
};

export const serviceLabel = (value: string) => SERVICES.find((s) => s.value === value)?.label ?? value;

export const SERVICE_OFFERS = SERVICES.map((s) => ({ ...s, description: DESCRIPTIONS[s.value] }));
