interface Props {
  heading: string;
  expired: boolean;
  /** How long a download link works (EBOOK_LINK_DAYS). */
  linkDays: number;
}

/** Shown instead of the PDF when a download link is expired or not valid. */
export default function DownloadLinkProblem({ heading, expired, linkDays }: Props) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-navy">{heading}</h1>
      <p className="mt-4">
        {expired ? `Download links work for ${linkDays} days.` : 'The link may have been cut short when it was copied.'} Enter your
        e-mail address on the e-book page and we will send you a fresh link straight away.
      </p>
      <a href="/ebook" className="mt-8 inline-block rounded-full bg-ocean px-6 py-3 font-semibold text-white hover:bg-ocean-dark">
        Get a fresh link
      </a>
    </section>
  );
}
