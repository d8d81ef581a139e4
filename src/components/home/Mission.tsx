import mission from '../../assets/illustrations/mission.svg';

export default function Mission() {
  return (
    <section aria-labelledby="mission-heading" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
      <div>
        <h2 id="mission-heading" className="font-serif text-3xl font-bold text-navy">
          Our mission
        </h2>
        <p className="mt-4 leading-relaxed">
          More than ten million Filipinos live and work abroad. Behind every remittance is a story: the first night in a
          dormitory far from home, the video call that ends too soon, the promotion nobody at home saw happen. We exist to
          capture those journeys as they really are, unfiltered and in the words of the people who lived them.
        </p>
        <p className="mt-4 leading-relaxed">
          In our podcast and videos we interview notable Filipinos thriving abroad, from nurses and engineers to seafarers,
          caregivers and founders, and ask them what they wish someone had told them before they left.
        </p>
        <p className="mt-4 leading-relaxed">
          Our goal is simple: to inspire and empower. Every story, guide and conversation here is meant to help the next
          OFW leave better prepared, live abroad with dignity, and come home stronger.
        </p>
      </div>
      <img
        src={mission.src}
        alt="Illustration of OFWs, a nurse, a builder and a podcaster, gathered around a phone sharing stories"
        width={mission.width}
        height={mission.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-3xl"
      />
    </section>
  );
}
