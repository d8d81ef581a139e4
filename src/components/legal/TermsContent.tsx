import { site } from '../../site.config.ts';

export default function TermsContent() {
  return (
    <div className="prose-article">
      <p>
        <strong>Last updated: November 22, 2026</strong>
      </p>
      <p>
        These terms explain what you can expect from {site.name} and what we expect from you when you use this website,
        send us your story, leave a review or contact us about our services. We have written them in plain language. By
        using the site you agree to them; if you do not agree, please do not use the site.
      </p>
      <h2>Using the site</h2>
      <p>You can read, watch and listen to everything on the site without an account. Please use it fairly:</p>
      <ul>
        <li>Do not try to break, overload or get around the limits of the site or its forms.</li>
        <li>Do not send automated, bulk or spam submissions.</li>
        <li>Do not pretend to be someone else.</li>
      </ul>
      <h2>Your stories and reviews</h2>
      <h3>What you send must be yours to share</h3>
      <p>
        Only send information that is true and that you have the right to share. Do not include another person's private
        details (such as their full name, address, phone number or photos) without their permission.
      </p>
      <h3>Permission to publish</h3>
      <p>
        You keep ownership of your story and your words. When you agree to let us publish something, you give{' '}
        {site.name} a free, non-exclusive permission to publish it on this site and in our podcast, videos and social
        media posts, only to the extent you agreed to. For example:
      </p>
      <ul>
        <li>
          <strong>Shared stories:</strong> when you <a href="/connect">share your story</a> and tick the consent to
          publish, our team contacts you first. We publish a story only after that conversation.
        </li>
        <li>
          <strong>Reviews:</strong> when you fill in our <a href="/survey">feedback survey</a>, your rating, your
          feedback, the date and your name (or "Anonymous" if you leave the name out) are shown as a public review. Your
          e-mail address is never shown.
        </li>
      </ul>
      <p>
        You can ask us to take down your story or review at any time, as described in our{' '}
        <a href="/privacy">Privacy Policy</a>.
      </p>
      <h3>Editing and removal</h3>
      <p>
        We may edit stories for length and clarity, such as shortening, fixing spelling or adding headings, without
        changing their meaning. We may decline or remove any submission or review that is abusive, hateful, threatening,
        discriminatory, unlawful, spam or that exposes someone's private information.
      </p>
      <h3>Honest reviews</h3>
      <p>
        Reviews must describe your own, genuine experience with {site.name}. Do not post reviews for someone else, in
        exchange for payment, or to mislead other readers. We do not edit the meaning of a review, but we may hide it if
        it breaks these rules.
      </p>
      <h2>Our content is general information, not professional advice</h2>
      <p>
        Our articles, videos and podcast episodes share real experiences and practical tips for overseas Filipino
        workers and their families. They are general information only. They are not legal, financial, medical, tax or
        immigration advice, and they do not replace advice from a qualified professional who knows your situation.
      </p>
      <p>
        Rules, fees and procedures for working abroad change often. Before you make a decision, check the current
        requirements with the Department of Migrant Workers (DMW), the Overseas Workers Welfare Administration (OWWA) or
        the Migrant Workers Office (MWO) in your host country. We are not responsible for decisions made only on the
        basis of our content.
      </p>
      <h2>Links to other websites</h2>
      <p>
        We link to websites we do not run, such as YouTube, Spotify, Facebook, Instagram, TikTok and government
        agencies. Those websites have their own terms and privacy policies. We are not responsible for their content or
        for how they work, and a link does not mean we endorse everything on them.
      </p>
      <h2>Services enquiries</h2>
      <p>
        Sending a message through our <a href="/contact">services enquiry form</a> is a request for information only. It
        does not create a contract or oblige either side to anything. We aim to answer within 72 hours. Any paid work is
        agreed separately, in writing, before it starts.
      </p>
      <h2>Our own content</h2>
      <p>
        The text, illustrations, episodes and videos on this site belong to {site.name} or to the people who shared
        their stories with us. You are welcome to share links and short quotes with credit. Please ask us before
        republishing anything in full.
      </p>
      <h2>Availability and responsibility</h2>
      <p>
        We do our best to keep the site accurate and available, but we provide it as it is, without guarantees that it
        will always be online or error-free. To the extent the law allows, we are not liable for losses caused by using
        or not being able to use the site.
      </p>
      <h2>Changes to these terms</h2>
      <p>
        We may update these terms when the site or the law changes. The date at the top of this page shows when they
        last changed. The version published here is the one that applies when you use the site.
      </p>
      <h2>Applicable law</h2>
      <p>
        These terms are governed by the laws of the Republic of the Philippines. This does not remove any rights you
        have under the consumer or data protection laws of the country where you live.
      </p>
      <h2>Questions</h2>
      <p>
        If anything here is unclear, write to us through our <a href="/contact">services and enquiries page</a>. See
        also our <a href="/privacy">Privacy Policy</a> and our <a href="/cookies">Cookie Policy</a>.
      </p>
    </div>
  );
}
