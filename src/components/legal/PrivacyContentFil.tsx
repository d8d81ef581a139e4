import { site } from '../../site.config.ts';
import { CONSENT_COOKIE } from '../../lib/cookie-consent.ts';

export default function PrivacyContentFil() {
  return (
    <div className="prose-article">
      <p>
        <strong>Huling in-update: Nobyembre 22, 2026</strong>
      </p>
      <p>
        <em>
          Ito ang salin sa Filipino ng aming Patakaran sa Privacy. Kung may pagkakaiba ang bersyong ito at ang{' '}
          <a href="/privacy" hrefLang="en">
            bersyong Ingles
          </a>
          , ang Ingles ang masusunod.
        </em>
      </p>
      <p>
        Ipinapaliwanag ng patakarang ito, sa simpleng salita, kung anong personal na impormasyon ang itinatago ng{' '}
        {site.name} kapag ginamit mo ang website na ito, kung bakit, kung gaano katagal, at kung ano ang puwede mong
        ipagawa sa amin tungkol dito. Sinusunod namin ang Data Privacy Act of 2012 (Republic Act No. 10173) ng
        Pilipinas. Kung nasa European Union o United Kingdom ka, may mga karapatan ka rin sa ilalim ng GDPR, na nakasaad
        sa ibaba.
      </p>
      <h2>Sino kami</h2>
      <p>
        Ang {site.name} ("kami") ay isang storytelling media brand para sa mga overseas Filipino worker (OFW) at
        kanilang pamilya. Kami ang nagpapatakbo ng website na ito, ng aming podcast at ng aming video channel. Ang
        may-ari ng site ang responsable sa impormasyong inilalarawan dito. Makokontak mo kami sa aming{' '}
        <a href="/fil/contact">pahina para sa serbisyo at mga inquiry</a>.
      </p>
      <h2>Kapag bumibisita ka lang</h2>
      <ul>
        <li>Hindi mo kailangan ng account para magbasa, manood o makinig.</li>
        <li>
          Wala kaming analytics, walang cookie para sa advertising o tracking, at walang script o font mula sa third
          party.
        </li>
        <li>
          Dalawang cookie lang ang sine-set namin, at kapag may pinili ka lang: ang <code>{CONSENT_COOKIE}</code>, kapag
          tinanggap mo ang aming cookie notice, at ang <code>kwento_lang</code>, kapag pumili ka ng wika (English o
          Filipino) o isinara mo ang mungkahi tungkol sa wika. Tingnan ang aming{' '}
          <a href="/fil/cookies">Patakaran sa Cookie</a>.
        </li>
        <li>
          Itinatala ng mga log ng aming server kung aling mga pahina ang binuksan at kung may mga error, para
          mapanatili naming gumagana ang site. Hindi nito itinatala ang mga e-mail address.
        </li>
        <li>
          Para pigilan ang spam, may mga panandaliang counter ang server na nakabatay sa IP address mo. Nililimitahan
          nito kung ilang form ang puwedeng maipadala sa maikling panahon. Nawawala ang bawat counter pagkalipas ng mga
          isang minuto.
        </li>
      </ul>
      <h2>Ano ang itinatago ng bawat form at bakit</h2>
      <p>
        Lahat ng ipinapadala mo sa aming mga form ay naka-store sa sarili naming PostgreSQL database. Ginagamit lang
        namin ito para sa layuning nakasaad sa ibaba.
      </p>
      <h3>Feedback survey</h3>
      <p>
        <strong>Ang itinatago namin:</strong> ang e-mail address mo, ang rating mo, ang feedback mo, ang pangalan mo
        kung ibinigay mo, at ang mga sagot mo sa tatlong opsyonal na tanong tungkol sa aming mga interview.
      </p>
      <p>
        <strong>Bakit:</strong> para mapabuti pa ang aming trabaho at para maipakita ang feedback mo bilang pampublikong
        review. Makikita sa review ang pangalan mo (o "Anonymous" kung hindi mo inilagay ang pangalan mo), ang rating
        mo, ang feedback mo at ang petsa. Hindi kailanman ipina-publish ang e-mail address mo. Itinatago namin ito para
        makumpirma namin na sa iyo talaga galing ang anumang request tungkol sa review mo. Puwedeng itago ng may-ari ng
        site ang anumang review.
      </p>
      <h3>Form para sa inquiry tungkol sa serbisyo</h3>
      <p>
        <strong>Ang itinatago namin:</strong> ang pangalan mo, e-mail address, numero ng telepono, ang serbisyong
        itinatanong mo at ang mensahe mo.
      </p>
      <p>
        <strong>Bakit:</strong> para masagot ang inquiry mo, na sinisikap naming gawin sa loob ng 72 oras. Pinapadalhan
        ka rin namin ng awtomatikong e-mail na nagkukumpirmang natanggap namin ito.
      </p>
      <h3>Libreng e-book</h3>
      <p>
        <strong>Ang itinatago namin:</strong> ang e-mail address mo at, kung ibinigay mo, ang pangalan mo. Makikita ang
        form na ito sa <a href="/fil/ebook">pahina ng e-book</a> at sa isang pop-up sa site.
      </p>
      <p>
        <strong>Bakit:</strong> para ma-e-mail namin sa iyo ang link ng e-book. Wala kaming newsletter o marketing
        list; ang pag-sign up sa e-book lang ang paraan para magamit ang address mo sa pagpapadala sa iyo ng anumang
        lampas sa hiningi mo.
      </p>
      <h3>Ibahagi ang kwento mo</h3>
      <p>
        <strong>Ang itinatago namin:</strong> ang pangalan mo kung ibinigay mo, ang e-mail address mo, ang bansang
        pinagtatrabahuhan mo, ang kwento mo, kung payag kang ma-interview, at ang pahintulot mong i-publish ito.
      </p>
      <p>
        <strong>Bakit:</strong> para mabasa namin ang kwento mo, makontak ka tungkol dito, at mapadalhan ka ng e-mail
        na nagkukumpirmang natanggap namin ito. Ipa-publish lang ang isang kwento pagkatapos kang makontak ng aming
        team. Hindi kailanman ipina-publish ang e-mail address mo.
      </p>
      <h2>Gaano katagal namin ito itinatago</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Impormasyon</th>
            <th scope="col">Gaano katagal</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Mga sagot sa survey at mga review</td>
            <td>Hanggang hilingin mong burahin namin ang mga ito, o hanggang tanggalin ito ng may-ari ng site</td>
          </tr>
          <tr>
            <td>Mga ibinahaging kwento</td>
            <td>Hanggang hilingin mong burahin namin ang mga ito, o hanggang tanggalin ito ng may-ari ng site</td>
          </tr>
          <tr>
            <td>Mga inquiry</td>
            <td>Hanggang 2 taon</td>
          </tr>
          <tr>
            <td>Mga nag-sign up sa e-book</td>
            <td>Hanggang humiling kang matanggal sa listahan (unsubscribe) o ipabura ang data mo</td>
          </tr>
          <tr>
            <td>Mga counter laban sa spam (IP address)</td>
            <td>Mga isang minuto</td>
          </tr>
        </tbody>
      </table>
      <h2>Sino ang nakakakita nito</h2>
      <p>
        Ang may-ari lang ng site ang nakakakita ng ipinapadala mo sa amin, sa isang pribadong bahagi ng site para sa
        may-ari na protektado ng password. Bukod sa mga pampublikong review at sa mga kwentong pinayagan mong i-publish,
        wala nang ipinapakita sa ibang tao.
      </p>
      <p>
        Umaasa kami sa dalawang uri ng service provider, na humahawak ng data para lang maibigay sa amin ang kanilang
        serbisyo:
      </p>
      <ul>
        <li>
          <strong>Ang aming hosting provider</strong>, na nagpapatakbo ng server at database kung saan naka-store ang
          site at ang data mo.
        </li>
        <li>
          <strong>Ang aming e-mail delivery provider</strong>, na naghahatid ng mga e-mail na ipinapadala ng aming mail
          server: ang link ng e-book, ang auto-reply sa inquiry at ang kumpirmasyong natanggap namin ang kwento mo.
        </li>
      </ul>
      <p>
        <strong>Hindi namin kailanman ibinebenta, pinauupahan o ipinagpapalit ang personal na impormasyon mo</strong>,
        at hindi namin ito ibinabahagi sa mga advertiser.
      </p>
      <h2>Ibang serbisyo sa aming mga pahina</h2>
      <h3>Mga video sa YouTube</h3>
      <p>
        Sa simula, preview na larawan lang ang ipinapakita ng mga video sa aming home page, na nilo-load ng browser mo
        mula sa image server ng YouTube (i.ytimg.com); natatanggap ng server na iyon ang IP address mo, gaya ng sa
        anumang website. Ang video player ay nilo-load mula sa youtube-nocookie.com, ang privacy-enhanced mode ng
        YouTube, kapag pinindot mo lang ang play. Mula sa sandaling iyon, puwedeng mag-store ang YouTube (Google) ng
        impormasyon sa device mo at makatanggap ng data tungkol sa pagbisita mo, ayon sa sarili nitong patakaran sa
        privacy.
      </p>
      <h3>Audio ng podcast</h3>
      <p>
        Pinapatugtog ang mga episode ng podcast mula sa mga server ng aming podcast host kapag pinindot mo ang play. Sa
        puntong iyon, kumokonekta ang browser mo sa podcast host, na natatanggap ang IP address mo bilang bahagi ng
        paghahatid ng audio.
      </p>
      <h3>Mga link sa ibang website</h3>
      <p>
        Ang mga link sa YouTube, Spotify, Facebook, Instagram, TikTok at mga website ng gobyerno ay magdadala sa iyo sa
        mga serbisyong may sarili nilang patakaran sa privacy.
      </p>
      <h3>Mga bagay na nananatili sa device mo</h3>
      <p>
        Kapag isinara mo ang pop-up ng e-book, tatandaan iyon ng browser mo sa local storage nito para hindi na
        paulit-ulit na lumabas ang pop-up; hindi kailanman ipinapadala sa amin ang tala na ito. Ang mga mensaheng
        tina-type mo sa chat box ay nananatili sa browser mo; hindi ito ipinapadala sa amin at hindi namin ito
        itinatago.
      </p>
      <h2>Ang mga karapatan mo</h2>
      <p>
        Sa ilalim ng Data Privacy Act of 2012, may karapatan kang malaman kung paano ginagamit ang impormasyon mo (right
        to be informed), ma-access ang personal na impormasyon mo, tumutol, ipatama ito, ipabura o ipa-block ito, sa data
        portability, at magsampa ng reklamo sa National Privacy Commission. Kung nasa EU o UK ka, binibigyan ka ng GDPR
        ng mga katulad na karapatan: access, pagtatama, pagbura, paghihigpit sa paggamit (restriction), portability,
        pagtutol, pag-withdraw ng pahintulot, at pagrereklamo sa data protection authority ng bansa mo.
      </p>
      <h3>Paano gamitin ang mga ito</h3>
      <ol>
        <li>
          Gamitin ang aming <a href="/fil/contact">form para sa inquiry tungkol sa serbisyo</a>, piliin ang serbisyong
          "Others" at isulat ang request mo sa mensahe.
        </li>
        <li>
          Sabihin sa amin kung ano ang gusto mo: kopya ng data mo, pagtatama, pagtanggal ng review o kwento, o pagbura
          ng lahat. Pakigamit ang e-mail address na ibinigay mo sa amin, para mahanap namin ang impormasyon mo at
          matiyak naming sa iyo talaga galing ang request.
        </li>
        <li>
          Sasagot kami sa loob ng 72 oras mula nang matanggap namin ang request mo, at buburahin namin ang data sa loob
          ng 30 araw.
        </li>
      </ol>
      <h2>Seguridad</h2>
      <p>
        Naka-store ang impormasyon mo sa sarili naming database, hindi sa mga form o marketing tool ng third party.
        Naka-encrypt ang koneksyon sa site kapag sine-serve ito sa HTTPS. Ang may-ari lang ng site ang puwedeng
        mag-sign in sa bahagi para sa may-ari. Walang sistemang ganap na ligtas, pero kaunti lang ang kinokolekta namin
        at nililimitahan namin kung sino ang may access dito.
      </p>
      <h2>Mga bata</h2>
      <p>
        Hindi para sa mga batang wala pang 16 na taong gulang ang website na ito, at hindi namin sinasadyang kolektahin
        ang impormasyon nila. Kung sa tingin mo ay may batang nagpadala sa amin ng personal na impormasyon, kontakin mo
        kami at buburahin namin ito.
      </p>
      <h2>Mga pagbabago sa patakarang ito</h2>
      <p>
        Kung babaguhin namin ang kinokolekta namin o kung paano namin ito ginagamit, ia-update namin ang pahinang ito at
        ang petsang "Huling in-update" sa itaas. Ang bersyong naka-publish dito ang umiiral.
      </p>
    </div>
  );
}
