import { site } from '../../site.config.ts';
import { CONSENT_COOKIE } from '../../lib/cookie-consent.ts';

export default function PrivacyContent() {
  return (
    <div className="prose-article">
      <p>
        <strong>Last updated: November 22, 2026</strong>
      </p>
      <p>
        This policy explains, in plain language, what personal information {site.name} keeps when you use this website,
        why, for how long, and what you can ask us to do with it. We follow the Philippine Data Privacy Act of 2012
        (Republic Act No. 10173). If you are in the European Union or the United Kingdom, you also have rights under the
        GDPR, described below.
      </p>
      <h2>Who we are</h2>
      <p>
        {site.name} ("we", "us") is a storytelling media brand for overseas Filipino workers (OFWs) and their families.
        We run this website, our podcast and our video channel. The site owner is responsible for the information
        described here. You can reach us through our <a href="/contact">services and enquiries page</a>.
      </p>
      <h2>When you simply visit</h2>
      <ul>
        <li>You do not need an account to read, watch or listen.</li>
        <li>We use no analytics, no advertising or tracking cookies, and no third-party scripts or fonts.</li>
        <li>
          We set one cookie, <code>{CONSENT_COOKIE}</code>, and only when you press Accept on our cookie notice. See our{' '}
          <a href="/cookies">Cookie Policy</a>.
        </li>
        <li>
          Our server logs record which pages were requested and any errors, so we can keep the site working. They do not
          record e-mail addresses.
        </li>
        <li>
          To stop spam, the server keeps short-lived counters keyed by your IP address that limit how many forms can be
          sent in a short time. Each counter disappears after about a minute.
        </li>
      </ul>
      <h2>What each form stores and why</h2>
      <p>
        Everything you send through our forms is stored in our own PostgreSQL database. We use it only for the purpose
        described below.
      </p>
      <h3>Feedback survey</h3>
      <p>
        <strong>What we store:</strong> your e-mail address, your rating, your feedback, your name if you give it, and
        your answers to the three optional questions about our interviews.
      </p>
      <p>
        <strong>Why:</strong> to improve our work and to show your feedback as a public review. A review shows your name
        (or "Anonymous" if you leave the name out), your rating, your feedback and the date. Your e-mail address is
        never published. We keep it so we can confirm a request from you about your review. The site owner can hide any
        review.
      </p>
      <h3>Services enquiry form</h3>
      <p>
        <strong>What we store:</strong> your name, e-mail address, phone number, the service you ask about and your
        message.
      </p>
      <p>
        <strong>Why:</strong> to answer your enquiry, which we aim to do within 72 hours. We also send you an automatic
        e-mail confirming that we received it.
      </p>
      <h3>Free e-book</h3>
      <p>
        <strong>What we store:</strong> your e-mail address and, if you give it, your name. This form appears on the{' '}
        <a href="/ebook">e-book page</a> and in a pop-up on the site.
      </p>
      <p>
        <strong>Why:</strong> to e-mail you the link to the e-book. We have no newsletter or marketing list; signing up
        for the e-book is the only way your address is used to send you anything beyond what you asked for.
      </p>
      <h3>Share your story</h3>
      <p>
        <strong>What we store:</strong> your name if you give it, your e-mail address, the country where you work, your
        story, whether you would be happy to be interviewed, and your consent to publish.
      </p>
      <p>
        <strong>Why:</strong> to read your story, to contact you about it, and to send you an e-mail confirming that we
        received it. A story is published only after our team has contacted you. Your e-mail address is never published.
      </p>
      <h2>How long we keep it</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Information</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Survey answers and reviews</td>
            <td>Until you ask us to delete them, or the site owner removes them</td>
          </tr>
          <tr>
            <td>Shared stories</td>
            <td>Until you ask us to delete them, or the site owner removes them</td>
          </tr>
          <tr>
            <td>Enquiries</td>
            <td>Up to 2 years</td>
          </tr>
          <tr>
            <td>E-book signups</td>
            <td>Until you ask to be removed (unsubscribe) or ask us to delete your data</td>
          </tr>
          <tr>
            <td>Spam-protection counters (IP address)</td>
            <td>About a minute</td>
          </tr>
        </tbody>
      </table>
      <h2>Who sees it</h2>
      <p>
        Only the site owner can see what you send us, in a private, password-protected owner area. Apart from the public
        reviews and the stories you agreed to publish, nothing is shown to anyone else.
      </p>
      <p>We rely on two kinds of service providers, who handle data only to provide their service to us:</p>
      <ul>
        <li>
          <strong>Our hosting provider</strong>, which runs the server and database where the site and your data live.
        </li>
        <li>
          <strong>Our e-mail delivery provider</strong>, which delivers the e-mails our mail server sends: the e-book
          link, the enquiry auto-reply and the story receipt.
        </li>
      </ul>
      <p>
        <strong>We never sell, rent or trade your personal information</strong>, and we do not share it with
        advertisers.
      </p>
      <h2>Other services on our pages</h2>
      <h3>YouTube videos</h3>
      <p>
        Videos on our home page first show only a preview picture, which your browser loads from YouTube's image server
        (i.ytimg.com); that server receives your IP address, as any website does. The video player loads from
        youtube-nocookie.com, YouTube's privacy-enhanced mode, only when you press play. From that moment, YouTube
        (Google) may store information on your device and receive data about your visit under its own privacy policy.
      </p>
      <h3>Podcast audio</h3>
      <p>
        Podcast episodes play from our podcast host's servers when you press play. At that point your browser connects
        to the podcast host, which receives your IP address as part of delivering the audio.
      </p>
      <h3>Links to other websites</h3>
      <p>
        Links to YouTube, Spotify, Facebook, Instagram, TikTok and government websites take you to services with their
        own privacy policies.
      </p>
      <h3>Things that stay on your device</h3>
      <p>
        If you close the e-book pop-up, your browser remembers that in its local storage so the pop-up does not keep
        coming back; this note is never sent to us. Messages you type into the chat box stay in your browser and are not
        sent to or stored by us.
      </p>
      <h2>Your rights</h2>
      <p>
        Under the Data Privacy Act of 2012 you have the right to be informed, to access your personal information, to
        object, to have it corrected, to have it erased or blocked, to data portability, and to file a complaint with
        the National Privacy Commission. If you are in the EU or UK, the GDPR gives you similar rights: access,
        correction, erasure, restriction, portability, objection, withdrawing consent, and complaining to your data
        protection authority.
      </p>
      <h3>How to use them</h3>
      <ol>
        <li>
          Use our <a href="/contact">services enquiry form</a> and choose the service "Others" and write your request in
          the message.
        </li>
        <li>
          Tell us what you would like: a copy of your data, a correction, removal of a review or story, or deletion of
          everything. Please use the e-mail address you gave us, so we can find your information and know the request is
          yours.
        </li>
        <li>We answer within 72 hours of receiving your request, and we delete the data within 30 days.</li>
      </ol>
      <h2>Security</h2>
      <p>
        Your information is stored in our own database, not in third-party form or marketing tools. Connections to the
        site are encrypted when it is served over HTTPS. Only the site owner can sign in to the owner area. No system is
        perfectly secure, but we keep what we collect small and limit who can reach it.
      </p>
      <h2>Children</h2>
      <p>
        This website is not directed to children under 16, and we do not knowingly collect their information. If you
        believe a child has sent us personal information, please contact us and we will delete it.
      </p>
      <h2>Changes to this policy</h2>
      <p>
        If we change what we collect or how we use it, we will update this page and the "Last updated" date at the top.
        The version published here is the one that applies.
      </p>
    </div>
  );
}
