import { STORY_LINK_DAYS } from '../../lib/stories.ts';
export const linkProblemMessages = {
  used: { heading: 'This link has already been used', text: 'Each private link works once. If you still need something, reply to our e-mail.' },
  expired: { heading: 'This link has expired', text: `Private links work for ${STORY_LINK_DAYS} days. Reply to our e-mail and we will send you a fresh one.` },
  invalid: { heading: 'This link is not valid', text: 'The link may have been cut short when it was copied. Please open it again from our e-mail.' },
  home: 'Go to the home page',
};

export type LinkProblemMessages = typeof linkProblemMessages;

interface Props {
  problem: 'used' | 'expired' | 'invalid';
  messages?: LinkProblemMessages;
}

/** What a teller sees when a private link no longer works. */
export default function LinkProblem({ problem, messages = linkProblemMessages }: Props) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages[problem].heading}</h1>
      <p className="mt-4">{messages[problem].text}</p>
      <a href="/" className="mt-8 inline-block rounded-full bg-ocean px-6 py-3 font-semibold text-white hover:bg-ocean-dark">
        {messages.home}
      </a>
    </section>
  );
}
