import { site } from '../../site.config.ts';
import { CONSENT_COOKIE } from '../../lib/cookie-consent.ts';

export default function CookiesContentFil() {
  return (
    <div className="prose-article">
      <p>
        <strong>Huling in-update: Nobyembre 22, 2026</strong>
      </p>
      <p>
        <em>
          Ito ang salin sa Filipino ng aming Patakaran sa Cookie. Kung may pagkakaiba ang bersyong ito at ang{' '}
          <a href="/cookies" hrefLang="en">
            bersyong Ingles
          </a>
          , ang Ingles ang masusunod.
        </em>
      </p>
      <p>
        Ang cookie ay maliit na piraso ng text na hinihiling ng isang website na itago ng browser mo. Ipinapaliwanag ng
        pahinang ito, sa simpleng salita, ang dalawang cookie lang na sine-set ng {site.name} para sa mga bisita, at kung
        ano ang hindi namin ginagamit.
      </p>
      <h2>Ang mga cookie na ginagamit namin</h2>
      <table>
        <caption className="sr-only">Mga cookie na sine-set para sa mga bisita</caption>
        <thead>
          <tr>
            <th scope="col">Pangalan</th>
            <th scope="col">Layunin</th>
            <th scope="col">Tagal</th>
            <th scope="col">Kailan ito sine-set</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>{CONSENT_COOKIE}</code>
            </td>
            <td>
              Tinatandaan nito na tinanggap mo na ang cookie notice, para hindi na ito lumabas ulit. "accepted" lang ang
              laman nito; wala itong personal na impormasyon.
            </td>
            <td>1 taon (31,536,000 segundo)</td>
            <td>Kapag tinanggap mo lang ang cookie notice</td>
          </tr>
          <tr>
            <td>
              <code>kwento_lang</code>
            </td>
            <td>
              Tinatandaan nito ang wikang pinili mo para sa site (English o Filipino), para hindi ka na paulit-ulit na
              tanungin. "en" o "fil" lang ang laman nito; wala itong personal na impormasyon.
            </td>
            <td>1 taon (31,536,000 segundo)</td>
            <td>Kapag pumili ka lang ng wika o isinara mo ang mungkahi tungkol sa wika</td>
          </tr>
        </tbody>
      </table>
      <p>
        Ipinapadala lang ang mga cookie na ito sa sarili naming website at gumagamit ang mga ito ng setting na
        SameSite=Lax. Ibig sabihin, hindi isinasama ng browser ang mga ito sa mga request na galing sa ibang website.
      </p>
      <h2>Ang hindi namin ginagamit</h2>
      <ul>
        <li>Walang cookie para sa analytics o statistics.</li>
        <li>Walang cookie para sa advertising o tracking.</li>
        <li>Walang script ng third party, social media widget o web font na nilo-load mula sa ibang website.</li>
        <li>Walang account para sa mga bisita, kaya walang login cookie para sa iyo.</li>
      </ul>
      <h2>Mga video sa YouTube</h2>
      <p>
        Sa simula, preview na larawan lang ang ipinapakita ng mga video sa aming home page. Ang video player, mula sa
        youtube-nocookie.com (ang privacy-enhanced mode ng YouTube), ay nilo-load lang kapag pinindot mo ang play. Mula
        sa sandaling iyon, puwedeng mag-set ang YouTube (Google) ng sarili nitong mga cookie o katulad na storage ayon
        sa sarili nitong patakaran, na hindi namin kontrolado. Kung hindi mo pipindutin ang play, walang video player na
        nilo-load.
      </p>
      <h2>Ang session cookie ng may-ari ng site</h2>
      <p>
        Gumagamit ng session cookie ang pribadong bahagi ng site para sa may-ari, para manatiling naka-sign in ang
        may-ari. Sine-set lang ito para sa may-ari ng site pagkatapos niyang mag-sign in, hindi kailanman para sa mga
        bisita.
      </p>
      <h2>Mga bagay na hindi cookie</h2>
      <p>
        Kapag isinara mo ang pop-up ng libreng e-book, tatandaan iyon ng browser mo sa local storage nito para hindi na
        paulit-ulit na lumabas ang pop-up. Nananatili ang tala na ito sa device mo at hindi kailanman ipinapadala sa
        amin.
      </p>
      <h2>Paano burahin o i-block ang mga cookie</h2>
      <p>
        Puwede mong burahin ang <code>{CONSENT_COOKIE}</code> at ang <code>kwento_lang</code> anumang oras. Kapag binura
        mo ang <code>{CONSENT_COOKIE}</code>, lalabas ulit ang cookie notice; kapag binura mo ang{' '}
        <code>kwento_lang</code>, hindi na matatandaan ng site ang wikang pinili mo, kaya puwedeng lumabas ulit ang
        mungkahi tungkol sa wika. Alinman dito, gumagana pa rin ang site nang pareho.
      </p>
      <ul>
        <li>
          <strong>Chrome, Edge at mga katulad na browser:</strong> buksan ang Settings, pagkatapos ang Privacy and
          security, at hanapin ang cookies and site data.
        </li>
        <li>
          <strong>Firefox:</strong> buksan ang Settings, pagkatapos ang Privacy &amp; Security, pagkatapos ang Cookies
          and Site Data.
        </li>
        <li>
          <strong>Safari:</strong> buksan ang Settings (o Preferences), pagkatapos ang Privacy, pagkatapos ang Manage
          Website Data.
        </li>
        <li>
          <strong>Sa cellphone:</strong> hanapin sa settings ng browser mo ang "clear browsing data" o "website data".
        </li>
      </ul>
      <p>
        Para sa lahat ng iba pa tungkol sa impormasyon mo, basahin ang aming{' '}
        <a href="/fil/privacy">Patakaran sa Privacy</a>.
      </p>
    </div>
  );
}
