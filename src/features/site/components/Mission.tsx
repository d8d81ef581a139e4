import mission from '../../../assets/illustrations/mission.svg';
import type { Messages } from '../../../i18n/messages.ts';

export default function Mission({ messages }: { messages: Messages['home']['mission'] }) {
  return (
    <section aria-labelledby="mission-heading" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
      <div>
        <h2 id="mission-heading" className="font-serif text-3xl font-bold text-navy">
          {messages.heading}
        </h2>
        {messages.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 leading-relaxed">
            {paragraph}
          </p>
        ))}
      </div>
      <img
        src={mission.src}
        alt={messages.imageAlt}
        width={mission.width}
        height={mission.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-3xl"
      />
    </section>
  );
}
