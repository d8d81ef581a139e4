export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-8xl font-bold text-ocean" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-navy">Oops! Page not found</h1>
      <p className="mt-3 text-muted">The page you are looking for does not exist or has moved.</p>
      <a href="/" className="mt-8 rounded-full bg-ocean px-6 py-3 font-semibold text-white hover:bg-ocean-dark">
        Return to Home
      </a>

      <h2 className="mt-12 font-semibold text-navy">You might be looking for</h2>
      <ul className="mt-3 space-y-2">
        <li>
          <a href="/blog" className="text-ocean underline underline-offset-2">
            Read our blog posts
          </a>
        </li>
        <li>
          <a href="/connect" className="text-ocean underline underline-offset-2">
            Share your story
          </a>
        </li>
      </ul>
    </section>
  );
}
