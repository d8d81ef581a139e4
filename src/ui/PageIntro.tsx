interface Props {
  heading: string;
  intro?: string | undefined;
}

/** The navy band at the top of a plain page: its heading and one line of introduction. */
export default function PageIntro({ heading, intro }: Props) {
  return (
    <div className="bg-navy px-4 pt-12 pb-10 text-white">
      <div className="mx-auto max-w-3xl">
        <h1 className="font-serif text-3xl font-bold md:text-4xl">{heading}</h1>
        {intro && <p className="mt-3 text-lg text-sky">{intro}</p>}
      </div>
    </div>
  );
}
