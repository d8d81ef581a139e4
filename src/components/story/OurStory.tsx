import { site } from '../../site.config.ts';

interface Props {
  /** The banner illustration, processed by the page through astro:assets. */
  image: { src: string; width: number; height: number };
}

export default function OurStory({ image }: Props) {
  return (
    <>
      <section aria-labelledby="our-story-heading" className="relative bg-navy">
        <img
          src={image.src}
          alt="Illustration of a European old town with a stone bridge at night, joined by a dotted path across the sea to a Philippine island with palm trees, a nipa hut and a sailing boat at sunset"
          width={image.width}
          height={image.height}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="block h-auto w-full"
        />
        <div className="px-4 py-8 text-white md:absolute md:top-[12%] md:left-[6%] md:max-w-md md:rounded-2xl md:bg-navy/85 md:p-8">
          <h1 id="our-story-heading" className="font-serif text-4xl font-bold md:text-5xl">
            Our Story
          </h1>
          <p className="mt-3 text-lg text-sky">{site.tagline}: from one city abroad to Filipinos everywhere.</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <article className="prose-article">
          <p>
            {site.name} is a home for the stories of overseas Filipino workers and the families who wait for them. Our
            listeners and readers work in hospitals and construction sites, on cruise ships and in private homes, in
            offices and in factories, on almost every continent. What connects them is not a job title but a shared
            experience: leaving home so that someone else's life can be better.
          </p>
          <h2>Why we exist</h2>
          <p>
            The news usually reaches OFWs when something has gone wrong. The quieter successes are rarely written down.
            The caregiver who put three younger siblings through college, one semester at a time. The welder who kept
            taking night courses until he became the site supervisor for the crew he once joined as the newest hire. The
            domestic worker who saved enough to open a small store for her mother back in the province.
          </p>
          <p>
            These stories are told over merienda and in group chats, and then they are gone. Our mission is to record
            them in the words of the people who lived them, so that the next Filipino preparing to leave can learn from
            them, and so that families at home can see what their loved ones really built abroad.
          </p>
          <h2>How it started</h2>
          <p>
            {site.name} began in the Czech Republic. Our founder, a Filipino working in Prague, kept meeting other
            kababayan: after Sunday Mass, at the Asian grocery, on the tram home from a late shift. Every conversation
            carried a story worth keeping. How they found the job. What surprised them in their first winter. Who they
            were supporting at home, and what they were secretly proud of.
          </p>
          <p>
            So he started asking if he could record those conversations. At first it was just a phone on a café table
            and a promise to share the recording with the person first. People said yes, then told their friends, and
            soon Filipinos in other countries were asking whether they could tell their story too.
          </p>
          <h2>What we do now</h2>
          <ul>
            <li>
              <strong>The podcast:</strong> long, unhurried conversations with OFWs about work, money, family and coming
              home.
            </li>
            <li>
              <strong>Videos:</strong> interviews and short stories on our YouTube channel, for people who like to see
              the faces behind the voices.
            </li>
            <li>
              <strong>The blog:</strong> practical, plain-language advice on preparing to leave, living abroad and
              planning your return.
            </li>
            <li>
              <strong>The community:</strong> a place where OFWs and their families help each other with questions big
              and small.
            </li>
          </ul>
          <h2>How you can take part</h2>
          <p>
            Every story here started with someone deciding that their experience mattered. Yours does too. You can take
            part in whichever way feels right:
          </p>
          <ul>
            <li>
              <a href="/connect" className="text-ocean underline">
                Share your story
              </a>{' '}
              with us, in your own words.
            </li>
            <li>
              <a href="/survey" className="text-ocean underline">
                Leave a review
              </a>{' '}
              and tell us what we should do better.
            </li>
            <li>
              <a href={site.links.community} className="text-ocean underline" rel="noopener noreferrer">
                Join the {site.name} community on Facebook
              </a>{' '}
              and meet Filipinos who understand.
            </li>
            <li>
              <a href="/blog" className="text-ocean underline">
                Read our blog posts
              </a>{' '}
              before your next big decision.
            </li>
          </ul>
          <p>
            We read every message. If you would like to be interviewed, say so, and we will reach out before anything is
            published.
          </p>
        </article>
        <div className="mt-12 rounded-2xl bg-navy p-8 text-center text-white">
          <h2 className="font-serif text-2xl font-bold">Your story belongs here</h2>
          <p className="mt-2 text-sky">Tell us where you are, what you do and what you have built.</p>
          <a
            href="/connect"
            className="mt-6 inline-block rounded-md bg-sun px-6 py-3 font-semibold text-navy hover:bg-white"
          >
            Share your story with us
          </a>
        </div>
      </div>
    </>
  );
}
