/** How to write a story for us, above the form. */
export default function StoryIntro() {
  return (
    <div className="prose-article">
      <p>
        Write in English, Filipino or Taglish, whatever feels natural. A few paragraphs are enough. Our team reads every story
        personally. We never publish anything without your consent, and we will e-mail you before we do.
      </p>
    </div>
  );
}
