import { SERVICE_OFFERS } from '../../lib/services.ts';

/** What we offer, one card per service of the enquiry form. */
export default function ServiceList() {
  return (
    <section aria-labelledby="services-heading">
      <h2 id="services-heading" className="font-serif text-2xl font-bold text-navy">
        Our services
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {SERVICE_OFFERS.map((service) => (
          <li key={service.value} className="rounded-xl bg-white p-5 ring-1 ring-sky">
            <h3 className="font-semibold text-navy">{service.label}</h3>
            <p className="mt-1 text-sm">{service.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
