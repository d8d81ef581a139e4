import { site } from '../../site.config.ts';

export default function TermsContentFil() {
  return (
    <div className="prose-article">
      <p>
        <strong>Huling in-update: Nobyembre 22, 2026</strong>
      </p>
      <p>
        <em>
          Ito ang salin sa Filipino ng aming Mga Tuntunin at Kundisyon. Kung may pagkakaiba ang bersyong ito at ang{' '}
          <a href="/terms" hrefLang="en">
            bersyong Ingles
          </a>
          , ang Ingles ang masusunod.
        </em>
      </p>
      <p>
        Ipinapaliwanag ng mga tuntuning ito kung ano ang maaasahan mo sa {site.name} at kung ano ang inaasahan namin sa
        iyo kapag ginamit mo ang website na ito, ipinadala mo sa amin ang kwento mo, nag-iwan ka ng review, o kinontak mo
        kami tungkol sa aming mga serbisyo. Isinulat namin ang mga ito sa simpleng salita. Sa paggamit mo ng site,
        sumasang-ayon ka sa mga tuntuning ito; kung hindi ka sang-ayon, huwag mo na lang gamitin ang site.
      </p>
      <h2>Paggamit ng site</h2>
      <p>
        Puwede mong basahin, panoorin at pakinggan ang lahat ng nasa site kahit wala kang account. Gamitin mo lang ito
        nang patas:
      </p>
      <ul>
        <li>Huwag subukang sirain, i-overload o lusutan ang mga limitasyon ng site o ng mga form nito.</li>
        <li>Huwag magpadala ng automated, maramihan o spam na submission.</li>
        <li>Huwag magpanggap na ibang tao.</li>
      </ul>
      <h2>Ang mga kwento at review mo</h2>
      <h3>Dapat may karapatan kang ibahagi ang ipinapadala mo</h3>
      <p>
        Ipadala lang ang impormasyong totoo at may karapatan kang ibahagi. Huwag isama ang pribadong detalye ng ibang
        tao (gaya ng buong pangalan, address, numero ng telepono o mga litrato nila) nang walang pahintulot nila.
      </p>
      <h3>Pahintulot na i-publish</h3>
      <p>
        Sa iyo pa rin ang kwento mo at ang mga salita mo. Kapag pumayag kang i-publish namin ang isang bagay, binibigyan
        mo ang {site.name} ng libre at hindi eksklusibong pahintulot na i-publish ito sa site na ito at sa aming
        podcast, mga video at mga post sa social media, pero hanggang sa pinayagan mo lang. Halimbawa:
      </p>
      <ul>
        <li>
          <strong>Mga ibinahaging kwento:</strong> kapag <a href="/fil/connect">ibinahagi mo ang kwento mo</a> at
          nilagyan mo ng tsek ang pahintulot na i-publish ito, kokontakin ka muna ng aming team. Saka lang namin
          ipa-publish ang isang kwento pagkatapos ng usapang iyon.
        </li>
        <li>
          <strong>Mga review:</strong> kapag sinagutan mo ang aming <a href="/fil/survey">feedback survey</a>,
          ipapakita bilang pampublikong review ang rating mo, ang feedback mo, ang petsa at ang pangalan mo (o
          "Anonymous" kung hindi mo inilagay ang pangalan mo). Hindi kailanman ipinapakita ang e-mail address mo.
        </li>
      </ul>
      <p>
        Puwede mong hilingin anumang oras na tanggalin namin ang kwento o review mo, gaya ng nakasaad sa aming{' '}
        <a href="/fil/privacy">Patakaran sa Privacy</a>.
      </p>
      <h3>Pag-edit at pagtanggal</h3>
      <p>
        Puwede naming i-edit ang mga kwento para umikli o lumiwanag, gaya ng pagpapaikli, pag-aayos ng spelling o
        pagdaragdag ng mga heading, nang hindi binabago ang kahulugan nito. Puwede naming tanggihan o tanggalin ang
        anumang submission o review na mapang-abuso, puno ng poot, nagbabanta, mapandiskrimina, labag sa batas, spam, o
        naglalantad ng pribadong impormasyon ng sinuman.
      </p>
      <h3>Tapat na review</h3>
      <p>
        Dapat totoo at sarili mong karanasan sa {site.name} ang inilalarawan ng review mo. Huwag mag-post ng review
        para sa ibang tao, kapalit ng bayad, o para iligaw ang ibang mambabasa. Hindi namin binabago ang
        kahulugan ng isang review, pero puwede namin itong itago kung lumalabag ito sa mga patakarang ito.
      </p>
      <h2>Pangkalahatang impormasyon ang aming content, hindi propesyonal na payo</h2>
      <p>
        Nagbabahagi ang aming mga artikulo, video at episode ng podcast ng totoong karanasan at praktikal na tips para sa
        mga overseas Filipino worker at kanilang pamilya. Pangkalahatang impormasyon lang ang mga ito. Hindi ito legal,
        pinansyal, medikal, tax o immigration na payo, at hindi nito napapalitan ang payo ng isang kwalipikadong
        propesyonal na nakakaalam ng sitwasyon mo.
      </p>
      <p>
        Madalas magbago ang mga patakaran, bayarin at proseso sa pagtatrabaho sa abroad. Bago ka magdesisyon, alamin
        muna ang kasalukuyang requirements sa Department of Migrant Workers (DMW), sa Overseas Workers Welfare
        Administration (OWWA) o sa Migrant Workers Office (MWO) sa bansang pinagtatrabahuhan mo. Hindi kami mananagot sa
        mga desisyong ginawa batay lang sa aming content.
      </p>
      <h2>Mga link sa ibang website</h2>
      <p>
        May mga link kami sa mga website na hindi namin pinapatakbo, gaya ng YouTube, Spotify, Facebook, Instagram,
        TikTok at mga ahensya ng gobyerno. May sarili silang mga tuntunin at patakaran sa privacy. Hindi kami
        responsable sa content nila o sa kung paano sila gumagana, at hindi ibig sabihin ng isang link na sinasang-ayunan
        namin ang lahat ng nasa kanila.
      </p>
      <h2>Mga inquiry tungkol sa aming serbisyo</h2>
      <p>
        Ang pagpapadala ng mensahe sa aming <a href="/fil/contact">form para sa inquiry tungkol sa serbisyo</a> ay
        paghingi lang ng impormasyon. Hindi ito bumubuo ng kontrata at hindi nito inoobliga ang alinmang panig sa anuman.
        Sinisikap naming sumagot sa loob ng 72 oras. Ang anumang bayad na trabaho ay hiwalay na pinagkakasunduan, nang
        nakasulat, bago ito simulan.
      </p>
      <h2>Ang sarili naming content</h2>
      <p>
        Ang mga teksto, ilustrasyon, episode at video sa site na ito ay pag-aari ng {site.name} o ng mga taong nagbahagi
        ng kanilang kwento sa amin. Malaya kang mag-share ng mga link at maiikling sipi basta may credit. Magpaalam muna
        sa amin bago i-republish nang buo ang anuman.
      </p>
      <h2>Pagiging available ng site at pananagutan</h2>
      <p>
        Ginagawa namin ang lahat para manatiling tama at available ang site, pero ibinibigay namin ito nang ganito
        ("as is"), nang walang garantiyang lagi itong online o walang error. Hangga't pinapayagan ng batas, hindi kami
        mananagot sa mga pagkalugi dahil ginamit mo ang site o dahil hindi mo ito nagamit.
      </p>
      <h2>Mga pagbabago sa mga tuntuning ito</h2>
      <p>
        Puwede naming i-update ang mga tuntuning ito kapag nagbago ang site o ang batas. Makikita sa petsa sa itaas ng
        pahinang ito kung kailan huling binago ang mga ito. Ang bersyong naka-publish dito ang umiiral kapag ginagamit mo
        ang site.
      </p>
      <h2>Batas na umiiral</h2>
      <p>
        Ang mga tuntuning ito ay sakop ng mga batas ng Republika ng Pilipinas. Hindi nito inaalis ang anumang karapatan
        mo sa ilalim ng mga batas sa proteksyon ng consumer o ng data sa bansang tinitirhan mo.
      </p>
      <h2>Mga tanong</h2>
      <p>
        Kung may hindi malinaw dito, sumulat sa amin sa aming{' '}
        <a href="/fil/contact">pahina para sa serbisyo at mga inquiry</a>. Tingnan din ang aming{' '}
        <a href="/fil/privacy">Patakaran sa Privacy</a> at ang aming <a href="/fil/cookies">Patakaran sa Cookie</a>.
      </p>
    </div>
  );
}
