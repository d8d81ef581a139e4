export default function StoryIntro({ text }: { text: string }) {
  return (
    <div className="prose-article">
      <p>{text}</p>
    </div>
  );
}
