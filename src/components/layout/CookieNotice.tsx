/**
 * A plain form that posts to /cookie-consent, which sets the cookie and sends the visitor back to
 * `returnTo`: the same with or without JavaScript, and no script on the page for it.
 */
export default function CookieNotice({ returnTo }: { returnTo: string }) {
  return (
    <section
      aria-label="Cookie notice"
      className="fixed inset-x-2 bottom-12 z-50 mx-auto max-w-xl rounded-xl bg-white p-4 text-sm shadow-2xl ring-1 ring-sky md:bottom-14"
    >
      <p>
        We use one cookie, <code>cookie_consent</code>, to remember that you have seen this notice. We use no tracking or
        advertising cookies.{' '}
        <a href="/cookies" className="font-semibold text-ocean underline">
          Cookie Policy
        </a>
      </p>
      <form method="post" action="/cookie-consent" className="mt-3 flex justify-end">
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className="rounded-md bg-ocean px-4 py-2 font-semibold text-white hover:bg-ocean-dark">
          Accept
        </button>
      </form>
    </section>
  );
}
