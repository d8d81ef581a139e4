interface Props {
  text: string;
  pullQuote: string | null;
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The story's text as paragraphs (single line breaks kept), with the pull quote after the first one. */
export default function StoryBody({ text, pullQuote }: Props) {
  const [first, ...rest] = paragraphs(text);
  return (
    <div className="prose-article break-words">
      {first && <p className="whitespace-pre-line">{first}</p>}
      {pullQuote && (
        <blockquote className="my-8 border-l-4 border-sun pl-5 font-serif text-2xl leading-snug text-navy">
          <p className="whitespace-pre-line">{pullQuote}</p>
        </blockquote>
      )}
      {rest.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
