import { site } from '../../site.config.ts';
import { CONSENT_COOKIE } from '../../lib/cookie-consent.ts';

export default function CookiesContent() {
  return (
    <div className="prose-article">
      <p>
        <strong>Last updated: November 22, 2026</strong>
      </p>
      <p>
        A cookie is a small piece of text that a website asks your browser to keep. This page explains, in plain
        language, the only cookie {site.name} sets for visitors, and what we do not use.
      </p>
      <h2>The cookie we use</h2>
      <table>
        <caption className="sr-only">Cookies set for visitors</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Purpose</th>
            <th scope="col">Lifetime</th>
            <th scope="col">When it is set</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>{CONSENT_COOKIE}</code>
            </td>
            <td>
              Remembers that you accepted the cookie notice, so it is not shown again. Its value is simply "accepted";
              it contains no personal information.
            </td>
            <td>1 year (31,536,000 seconds)</td>
            <td>Only when you press Accept on the cookie notice</td>
          </tr>
        </tbody>
      </table>
      <p>
        The cookie is sent only to our own website and uses the SameSite=Lax setting, which means browsers do not send
        it along with requests made by other websites.
      </p>
      <h2>What we do not use</h2>
      <ul>
        <li>No analytics or statistics cookies.</li>
        <li>No advertising or tracking cookies.</li>
        <li>No third-party scripts, social media widgets or web fonts loaded from other websites.</li>
        <li>No accounts for visitors, so no login cookies for you.</li>
      </ul>
      <h2>YouTube videos</h2>
      <p>
        Videos on our home page show only a preview picture at first. The video player, from youtube-nocookie.com
        (YouTube's privacy-enhanced mode), loads only when you press play. From that moment YouTube (Google) may set its
        own cookies or similar storage under its own policy, which we do not control. If you do not press play, no video
        player is loaded.
      </p>
      <h2>The site owner's session cookie</h2>
      <p>
        The private owner area uses a session cookie so the site owner stays signed in. It is set only for the site
        owner after signing in, never for visitors.
      </p>
      <h2>Things that are not cookies</h2>
      <p>
        If you close the free e-book pop-up, your browser remembers that in its local storage so the pop-up does not
        keep appearing. This note stays on your device and is never sent to us.
      </p>
      <h2>How to delete or block cookies</h2>
      <p>
        You can delete <code>{CONSENT_COOKIE}</code> at any time. The cookie notice will then appear again, and the site
        works the same either way.
      </p>
      <ul>
        <li>
          <strong>Chrome, Edge and similar browsers:</strong> open Settings, then Privacy and security, and look for
          cookies and site data.
        </li>
        <li>
          <strong>Firefox:</strong> open Settings, then Privacy &amp; Security, then Cookies and Site Data.
        </li>
        <li>
          <strong>Safari:</strong> open Settings (or Preferences), then Privacy, then Manage Website Data.
        </li>
        <li>
          <strong>Phones:</strong> look in your browser's settings for "clear browsing data" or "website data".
        </li>
      </ul>
      <p>
        For everything else about your information, read our <a href="/privacy">Privacy Policy</a>.
      </p>
    </div>
  );
}
