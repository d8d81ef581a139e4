import { SERVICE_VALUES } from '../../../platform/limits.ts';
import type { Messages } from '../../../i18n/messages.ts';
import Card from '../../../ui/Card.tsx';

interface Props {
  messages: Messages['contact']['services'];
  /** The services' names, as the enquiry form lists them. */
  names: Messages['contact']['form']['services'];
}

/** What we offer, one card per service of the enquiry form. */
export default function ServiceList({ messages, names }: Props) {
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className="font-serif text-2xl font-bold text-navy">
        {messages.heading}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {SERVICE_VALUES.map((service) => (
          <Card as="li" key={service} className="p-5">
            <h3 className="font-semibold text-navy">{names[service]}</h3>
            <p className="mt-1 text-sm">{messages.descriptions[service]}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
