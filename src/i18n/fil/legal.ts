import type { Messages } from '../messages.ts';
import { site } from '../../site.config.ts';
import { CONSENT_COOKIE } from '../../platform/cookie-consent.ts';
import { PRIVACY_OWNER_WORKING_DAYS, type RetentionSettings } from '../../platform/limits.ts';
import type { LegalDocument } from '../legal-document.ts';

const terms: LegalDocument = {
  title: 'Mga Tuntunin at Kondisyon',
  intro: 'Ang mga patakaran sa paggamit ng website na ito, sa simpleng salita.',
  description: `Ang mga tuntunin sa paggamit ng website ng ${site.name}, sa simpleng salita: ang mga kuwento at review mo, ang aming impormasyon, mga link at inquiry.`,
  body: [
    {
      note: [
        'Ito ang salin sa Filipino ng aming Mga Tuntunin at Kondisyon. Kung may pagkakaiba ang bersyong ito at ang ',
        { link: 'bersyong Ingles', to: '/terms', lang: 'en' },
        ', ang Ingles ang masusunod.',
      ],
    },
    {
      p: `Ipinapaliwanag ng mga tuntuning ito kung ano ang maaasahan mo sa ${site.name} at kung ano ang inaasahan namin sa iyo kapag ginamit mo ang website na ito, ipinadala mo sa amin ang kuwento mo, nag-iwan ka ng review, o kinontak mo kami tungkol sa aming mga serbisyo. Isinulat namin ang mga ito sa simpleng salita. Sa paggamit mo ng site, sumasang-ayon ka sa mga tuntuning ito; kung hindi ka sang-ayon, huwag mo na lang gamitin ang site.`,
    },
    { h2: 'Paggamit ng site' },
    {
      p: 'Puwede mong basahin, panoorin at pakinggan ang lahat ng nasa site kahit wala kang account. Gamitin mo lang ito nang patas:',
    },
    {
      ul: [
        'Huwag subukang sirain, i-overload o lusutan ang mga limitasyon ng site o ng mga form nito.',
        'Huwag magpadala ng automated, maramihan o spam na submission.',
        'Huwag magpanggap na ibang tao.',
      ],
    },
    { h2: 'Ang mga kuwento at review mo' },
    { h3: 'Dapat may karapatan kang ibahagi ang ipinapadala mo' },
    {
      p: 'Ipadala lang ang impormasyong totoo at may karapatan kang ibahagi. Huwag isama ang pribadong detalye ng ibang tao (gaya ng buong pangalan, address, numero ng telepono o mga litrato nila) nang walang pahintulot nila.',
    },
    { h3: 'Pahintulot na ilathala' },
    {
      p: `Sa iyo pa rin ang kuwento mo at ang mga salita mo. Kapag pumayag kang ilathala namin ang isang bagay, binibigyan mo ang ${site.name} ng libre at hindi eksklusibong pahintulot na ilathala ito sa site na ito at sa aming podcast, mga video at mga post sa social media, pero hanggang sa pinayagan mo lang. Halimbawa:`,
    },
    {
      ul: [
        [
          { strong: 'Mga ibinahaging kuwento:' },
          ' kapag ',
          { link: 'ibinahagi mo ang kuwento mo', to: '/connect' },
          ' at nilagyan mo ng tsek ang pahintulot na ilathala ito, kokontakin ka muna ng aming team. Saka lang namin ilalathala ang isang kuwento pagkatapos ng usapang iyon.',
        ],
        [
          { strong: 'Mga review:' },
          ' kapag sinagutan mo ang aming ',
          { link: 'feedback survey', to: '/survey' },
          ', ipapakita bilang pampublikong review ang rating mo, ang feedback mo, ang petsa at ang pangalan mo (o "Hindi nagpakilala" kung hindi mo inilagay ang pangalan mo). Hindi kailanman ipinapakita ang e-mail address mo.',
        ],
      ],
    },
    {
      p: [
        'Puwede mong hilingin anumang oras na alisin namin ang kuwento o review mo, gaya ng nakasaad sa aming ',
        { link: 'Patakaran sa Privacy', to: '/privacy' },
        '.',
      ],
    },
    { h3: 'Pag-edit at pag-aalis' },
    {
      p: 'Puwede naming i-edit ang mga kuwento para umikli o lumiwanag, gaya ng pagpapaikli, pag-aayos ng spelling o pagdaragdag ng mga heading, nang hindi binabago ang kahulugan nito. Puwede naming tanggihan o alisin ang anumang submission o review na mapang-abuso, puno ng poot, nagbabanta, mapandiskrimina, labag sa batas, spam, o naglalantad ng pribadong impormasyon ng sinuman.',
    },
    { h3: 'Tapat na review' },
    {
      p: `Dapat totoo at sarili mong karanasan sa ${site.name} ang inilalarawan ng review mo. Huwag mag-post ng review para sa ibang tao, kapalit ng bayad, o para iligaw ang ibang mambabasa. Hindi namin binabago ang kahulugan ng isang review, pero puwede namin itong itago kung lumalabag ito sa mga patakarang ito.`,
    },
    { h2: 'Pangkalahatang impormasyon ang aming content, hindi propesyonal na payo' },
    {
      p: 'Nagbabahagi ang aming mga artikulo, video at episode ng podcast ng totoong karanasan at praktikal na tips para sa mga overseas Filipino worker at kanilang pamilya. Pangkalahatang impormasyon lang ang mga ito. Hindi ito legal, pinansyal, medikal, tax o immigration na payo, at hindi nito napapalitan ang payo ng isang kwalipikadong propesyonal na nakakaalam ng sitwasyon mo.',
    },
    {
      p: 'Madalas magbago ang mga patakaran, bayarin at proseso sa pagtatrabaho sa abroad. Bago ka magdesisyon, alamin muna ang kasalukuyang requirements sa Department of Migrant Workers (DMW), sa Overseas Workers Welfare Administration (OWWA) o sa Migrant Workers Office (MWO) sa bansang pinagtatrabahuhan mo. Hindi kami mananagot sa mga desisyong ginawa batay lang sa aming content.',
    },
    { h2: 'Mga link sa ibang website' },
    {
      p: 'May mga link kami sa mga website na hindi namin pinapatakbo, gaya ng YouTube, Spotify, Facebook, Instagram, TikTok at mga ahensya ng gobyerno. May sarili silang mga tuntunin at patakaran sa privacy. Hindi kami responsable sa content nila o sa kung paano sila gumagana, at hindi ibig sabihin ng isang link na sinasang-ayunan namin ang lahat ng nasa kanila.',
    },
    { h2: 'Mga inquiry tungkol sa aming serbisyo' },
    {
      p: [
        'Ang pagpapadala ng mensahe sa aming ',
        { link: 'form para sa inquiry tungkol sa serbisyo', to: '/contact' },
        ' ay paghingi lang ng impormasyon. Hindi ito bumubuo ng kontrata at hindi nito inoobliga ang alinmang panig sa anuman. Sinisikap naming sumagot sa loob ng 72 oras. Ang anumang bayad na trabaho ay hiwalay na pinagkakasunduan, nang nakasulat, bago ito simulan.',
      ],
    },
    { h2: 'Ang sarili naming content' },
    {
      p: `Ang mga teksto, ilustrasyon, episode at video sa site na ito ay pag-aari ng ${site.name} o ng mga taong nagbahagi ng kanilang kuwento sa amin. Malaya kang mag-share ng mga link at maiikling sipi basta may credit. Magpaalam muna sa amin bago ilathala ulit nang buo ang anuman.`,
    },
    { h2: 'Pagiging available ng site at pananagutan' },
    {
      p: `Ginagawa namin ang lahat para manatiling tama at available ang site, pero ibinibigay namin ito nang ganito ("as is"), nang walang garantiyang lagi itong online o walang error. Hangga't pinapayagan ng batas, hindi kami mananagot sa mga pagkalugi dahil ginamit mo ang site o dahil hindi mo ito nagamit.`,
    },
    { h2: 'Mga pagbabago sa mga tuntuning ito' },
    {
      p: 'Puwede naming i-update ang mga tuntuning ito kapag nagbago ang site o ang batas. Makikita sa petsa sa itaas ng page na ito kung kailan huling binago ang mga ito. Ang bersyong nakalathala rito ang umiiral kapag ginagamit mo ang site.',
    },
    { h2: 'Batas na umiiral' },
    {
      p: 'Ang mga tuntuning ito ay sakop ng mga batas ng Republika ng Pilipinas. Hindi nito inaalis ang anumang karapatan mo sa ilalim ng mga batas sa proteksyon ng consumer o ng data sa bansang tinitirhan mo.',
    },
    { h2: 'Mga tanong' },
    {
      p: [
        'Kung may hindi malinaw rito, sumulat sa amin sa aming ',
        { link: 'page para sa mga serbisyo at inquiry', to: '/contact' },
        '. Tingnan din ang aming ',
        { link: 'Patakaran sa Privacy', to: '/privacy' },
        ' at ang aming ',
        { link: 'Patakaran sa Cookies', to: '/cookies' },
        '.',
      ],
    },
  ],
};

/** The privacy policy, its retention table printed from what the retention job and the links read. */
const privacy = (keep: RetentionSettings): LegalDocument => ({
  title: 'Patakaran sa Privacy',
  intro: 'Ano ang kinokolekta namin, bakit, at ano ang hinding-hindi namin gagawin dito.',
  description: `Ano ang itinatago ng ${site.name} kapag ginamit mo ang mga form nito, bakit, gaano katagal, sino ang nakakakita, at paano ito ipatama o ipabura.`,
  body: [
    {
      note: [
        'Ito ang salin sa Filipino ng aming Patakaran sa Privacy. Kung may pagkakaiba ang bersyong ito at ang ',
        { link: 'bersyong Ingles', to: '/privacy', lang: 'en' },
        ', ang Ingles ang masusunod.',
      ],
    },
    {
      p: `Ipinapaliwanag ng patakarang ito, sa simpleng salita, kung anong personal na impormasyon ang itinatago ng ${site.name} kapag ginamit mo ang website na ito, kung bakit, kung gaano katagal, at kung ano ang puwede mong ipagawa sa amin tungkol dito. Sinusunod namin ang Data Privacy Act of 2012 (Republic Act No. 10173) ng Pilipinas. Kung nasa European Union o United Kingdom ka, may mga karapatan ka rin sa ilalim ng GDPR, na nakasaad sa ibaba.`,
    },
    { h2: 'Sino kami' },
    {
      p: [
        `Ang ${site.name} ("kami") ay isang storytelling media brand para sa mga overseas Filipino worker (OFW) at kanilang pamilya. Kami ang nagpapatakbo ng website na ito, ng aming podcast at ng aming video channel. Ang may-ari ng site ang responsable sa impormasyong inilalarawan dito. Makokontak mo kami sa aming `,
        { link: 'page para sa mga serbisyo at inquiry', to: '/contact' },
        '.',
      ],
    },
    { h2: 'Kapag bumibisita ka lang' },
    {
      ul: [
        'Hindi mo kailangan ng account para magbasa, manood o makinig.',
        'Wala kaming analytics, walang cookie para sa advertising o tracking, at walang script o font mula sa third party.',
        [
          'Dalawang cookie lang ang sine-set namin, at kapag may pinili ka lang: ang ',
          { code: CONSENT_COOKIE },
          ', kapag tinanggap mo ang aming cookie notice, at ang ',
          { code: 'kwento_lang' },
          ', kapag pumili ka ng wika (English o Filipino) o isinara mo ang mungkahi tungkol sa wika. Tingnan ang aming ',
          { link: 'Patakaran sa Cookies', to: '/cookies' },
          '.',
        ],
        'Itinatala ng mga log ng aming server kung aling mga page ang binuksan at kung may mga error, para mapanatili naming gumagana ang site. Hindi nito itinatala ang mga e-mail address.',
        'Para pigilan ang spam, may mga panandaliang counter ang server na nakabatay sa IP address mo. Nililimitahan nito kung ilang form ang puwedeng maipadala sa maikling panahon. Nawawala ang bawat counter pagkalipas ng mga isang minuto.',
      ],
    },
    { h2: 'Ano ang itinatago ng bawat form at bakit' },
    {
      p: 'Lahat ng ipinapadala mo sa aming mga form ay naka-store sa sarili naming PostgreSQL database. Ginagamit lang namin ito para sa layuning nakasaad sa ibaba.',
    },
    { h3: 'Feedback survey' },
    {
      p: [
        { strong: 'Ang itinatago namin:' },
        ' ang e-mail address mo, ang rating mo, ang feedback mo, ang pangalan mo kung ibinigay mo, at ang mga sagot mo sa tatlong opsyonal na tanong tungkol sa aming mga interview.',
      ],
    },
    {
      p: [
        { strong: 'Bakit:' },
        ' para mapabuti pa ang aming trabaho at para maipakita ang feedback mo bilang pampublikong review. Makikita sa review ang pangalan mo (o "Hindi nagpakilala" kung hindi mo inilagay ang pangalan mo), ang rating mo, ang feedback mo at ang petsa. Hindi kailanman inilalathala ang e-mail address mo. Itinatago namin ito para makumpirma namin na sa iyo talaga galing ang anumang request tungkol sa review mo. Puwedeng itago ng may-ari ng site ang anumang review.',
      ],
    },
    { h3: 'Form para sa inquiry tungkol sa serbisyo' },
    {
      p: [
        { strong: 'Ang itinatago namin:' },
        ' ang pangalan mo, e-mail address, numero ng telepono, ang serbisyong itinatanong mo at ang mensahe mo.',
      ],
    },
    {
      p: [
        { strong: 'Bakit:' },
        ' para masagot ang inquiry mo, na sinisikap naming gawin sa loob ng 72 oras. Pinapadalhan ka rin namin ng awtomatikong e-mail na nagkukumpirmang natanggap namin ito.',
      ],
    },
    { h3: 'Libreng e-book' },
    {
      p: [
        { strong: 'Ang itinatago namin:' },
        ' ang e-mail address mo at, kung ibinigay mo, ang pangalan mo. Makikita ang form na ito sa ',
        { link: 'page ng e-book', to: '/ebook' },
        ' at sa isang pop-up sa site.',
      ],
    },
    {
      p: [
        { strong: 'Bakit:' },
        ' para ma-e-mail namin sa iyo ang link ng e-book. Hindi ka nito isinasama sa ibang listahan: ipinapadala lang ang lingguhang digest sa ibaba kung lalagyan mo ng check ang kahon nito (walang check sa simula) at kukumpirmahin mo.',
      ],
    },
    { h3: 'Lingguhang digest' },
    {
      p: [
        { strong: 'Ang itinatago namin:' },
        ' ang e-mail address mo, ang wikang ginamit mo sa pag-subscribe, kung saan ka humiling (ang form sa ibaba ng bawat page o sa page ng digest, o ang kahon sa page ng e-book, sa pop-up ng e-book o sa survey), ang mismong mga salitang nakita mo roon kasama ang bersyon nito, at kung kailan ka humiling, nagkumpirma at nag-unsubscribe. Itinatago rin namin, sa bawat digest, kung aling mga e-mail ang naipadala.',
      ],
    },
    {
      p: [
        { strong: 'Bakit:' },
        ' para maipadala sa iyo, isang beses kada linggo at pagkatapos mo lang pindutin ang button sa e-mail namin para kumpirmahin, ang mga bagong artikulo, episode ng podcast at kuwento (ang pahintulot mo). May link sa bawat digest para mag-unsubscribe sa isang click. Hindi na padadalhan ang address na tuluyang tinatanggihan ng mail server nito ang digest namin. Kung hihilingin mo sa page na Ang data mo na huwag ka nang padalhan nito kahit kailan, itatago namin ang kahilingang iyon kasama ang naka-scramble na code ng address mo, at hindi na maisu-subscribe ang address na iyon.',
      ],
    },
    { h3: 'Ibahagi ang kuwento mo' },
    {
      p: [
        { strong: 'Ang itinatago namin:' },
        ' ang pangalan mo kung ibinigay mo, ang e-mail address mo, ang bansang pinagtatrabahuhan mo, ang kuwento mo, kung payag kang ma-interview, at ang pahintulot mong ilathala ito.',
      ],
    },
    {
      p: [
        { strong: 'Bakit:' },
        ' para mabasa namin ang kuwento mo, makontak ka tungkol dito, at mapadalhan ka ng e-mail na nagkukumpirmang natanggap namin ito. Ilalathala lang ang isang kuwento pagkatapos kang makontak ng aming team. Hindi kailanman inilalathala ang e-mail address mo.',
      ],
    },
    { h2: 'Gaano katagal namin ito itinatago' },
    {
      p: 'Araw-araw, may job sa server namin na nagbubura ng hindi na namin itinatago ayon sa talahanayang ito. Galing ang talahanayan sa parehong settings na binabasa ng job na iyon.',
    },
    {
      table: {
        head: ['Impormasyon', 'Gaano katagal'],
        rows: [
          [
            'Mga sagot sa survey at mga review',
            'Hanggang hilingin mong burahin namin ang mga ito, o hanggang alisin ito ng may-ari ng site',
          ],
          [
            'Mga ibinahaging kuwento',
            'Hanggang hilingin mong burahin namin ang mga ito, o hanggang alisin ito ng may-ari ng site',
          ],
          ['Mga inquiry', `${keep.enquiryMonths} buwan mula nang dumating ang mga ito`],
          [
            'Mga nag-sign up sa e-book',
            `Hanggang umalis ka sa listahan o ipabura mo ang data mo. Ang sign-up na hindi naabot ng e-mail namin ay binubura pagkalipas ng ${keep.unconfirmedSignupDays} araw`,
          ],
          [
            'Mga subscription sa lingguhang digest',
            `Hanggang mag-unsubscribe ka o ipabura mo ang data mo. Ang address na hindi nagkumpirma ay binubura pagkalipas ng ${keep.unconfirmedNewsletterDays} araw`,
          ],
          [
            'Kopya ng mga e-mail na ipinapadala namin sa iyo',
            `Ang laman, hanggang ${keep.emailBodyDays} araw matapos ipadala; pagkatapos, petsa, subject at address na lang ang natitira, bilang tala na naipadala ito`,
          ],
          ['Mga tanong na tina-type sa chat assistant', `${keep.assistantQuestionMonths} buwan, nang walang anumang nagsasabi kung sino ang nagtanong`],
          [
            'Ang mga private link sa mga e-mail namin',
            `Hanggang mag-expire: ang download link ng e-book pagkalipas ng ${keep.ebookLinkDays} araw, ang mga link ng kuwento pagkalipas ng ${keep.storyLinkDays} araw, ang mga link para sa data mo pagkalipas ng ${keep.privacyLinkMinutes} minuto, ang link para kumpirmahin ang digest pagkalipas ng ${keep.newsletterConfirmDays} araw at ang mga unsubscribe link nito pagkalipas ng ${keep.newsletterUnsubscribeDays} araw. Binubura kinabukasan ang link na expired na`,
          ],
          [
            'Ang mga hiling mo tungkol sa data mo',
            `Kung ano ang hiniling mo at ano ang ginawa namin, bilang tala na sinagot ka namin, nang wala ang address mo (isang code lang nito, SHA-256 hash). Ang hiling na hindi nagamit ang link ay nawawalan ng address pagkalipas ng ${keep.unconfirmedPrivacyRequestDays} araw`,
          ],
          ['Address na ipinabura ng may-ari nito', 'Ang code lang nito, habang tumatakbo ang site, para hindi na namin ito ma-e-mail ulit'],
          ['Mga counter laban sa spam (IP address)', 'Mga isang minuto'],
        ],
      },
    },
    {
      p: 'Mga backup: puwedeng magtago ang may-ari ng site ng mga kopya ng database na ginawa gamit ang backup command ng site. Nasa backup ang naka-store noong araw na ginawa ito. Kung sakaling i-restore ang isa, muling ginagawa ang bawat pagburang hiniling mula noon, kaagad pagkatapos i-load ang kopya, at walang e-mail na ipinapadala sa address na ipinabura.',
    },
    { h2: 'Sino ang nakakakita nito' },
    {
      p: 'Ang may-ari lang ng site ang nakakakita ng ipinapadala mo sa amin, sa isang pribadong bahagi ng site para sa may-ari na protektado ng password. Bukod sa mga pampublikong review at sa mga kuwentong pinayagan mong ilathala, wala nang ipinapakita sa ibang tao.',
    },
    {
      p: 'Umaasa kami sa dalawang uri ng service provider, na humahawak ng data para lang maibigay sa amin ang kanilang serbisyo:',
    },
    {
      ul: [
        [
          { strong: 'Ang aming hosting provider' },
          ', na nagpapatakbo ng server at database kung saan naka-store ang site at ang data mo.',
        ],
        [
          { strong: 'Ang aming e-mail delivery provider' },
          ', na naghahatid ng mga e-mail na ipinapadala ng aming mail server: ang link ng e-book, ang auto-reply sa inquiry at ang kumpirmasyong natanggap namin ang kuwento mo.',
        ],
      ],
    },
    {
      p: [
        { strong: 'Hindi namin kailanman ibinebenta, pinauupahan o ipinagpapalit ang personal na impormasyon mo' },
        ', at hindi namin ito ibinabahagi sa mga advertiser.',
      ],
    },
    { h2: 'Ibang serbisyo sa aming mga page' },
    { h3: 'Mga video sa YouTube' },
    {
      p: 'Sa simula, preview na larawan lang ang ipinapakita ng mga video sa aming home page. Kinuha na ito ng aming server mula sa YouTube bago pa ang pagbisita mo, at mula sa aming site ito nilo-load ng browser mo, kaya walang nalalaman ang YouTube tungkol sa iyo kapag ipinakita ito. Ang video player ay nilo-load mula sa youtube-nocookie.com, ang privacy-enhanced mode ng YouTube, kapag pinindot mo lang ang play. Mula sa sandaling iyon, puwedeng mag-store ang YouTube (Google) ng impormasyon sa device mo at makatanggap ng data tungkol sa pagbisita mo, ayon sa sarili nitong patakaran sa privacy.',
    },
    { h3: 'Audio ng podcast' },
    {
      p: 'Pinapatugtog ang mga episode ng podcast mula sa mga server ng aming podcast host kapag pinindot mo ang play. Sa puntong iyon, kumokonekta ang browser mo sa podcast host, na natatanggap ang IP address mo bilang bahagi ng paghahatid ng audio.',
    },
    { h3: 'Mga link sa ibang website' },
    {
      p: 'Ang mga link sa YouTube, Spotify, Facebook, Instagram, TikTok at mga website ng gobyerno ay magdadala sa iyo sa mga serbisyong may sarili nilang patakaran sa privacy.',
    },
    { h3: 'Ang chat assistant' },
    {
      p: `Ipinapadala sa server namin ang bawat tanong na tina-type mo sa chat box, at sinasagot ito mula sa sarili naming mga artikulo, episode at nakalathalang kuwento; walang ipinapasa sa ibang kompanya o sa AI service. Itinatago namin ang tanong, ang oras, at kung may nahanap kaming sagot, para makita ng may-ari ng site kung ano ang itinatanong ng mga tao, at walang anumang nagsasabi kung sino ang nagtanong: walang address, walang IP address, walang cookie. Binubura ang mga tanong pagkalipas ng ${keep.assistantQuestionMonths} buwan. Pakiusap, huwag i-type rito ang pangalan mo, phone number o iba pang personal na detalye.`,
    },
    { h3: 'Mga bagay na nananatili sa device mo' },
    {
      p: 'Kapag isinara mo ang pop-up ng e-book, tatandaan iyon ng browser mo sa local storage nito para hindi na paulit-ulit na lumabas ang pop-up; hindi kailanman ipinapadala sa amin ang tala na ito. Ang usapang nakikita mo sa chat box ay itinatago lang ng browser mo habang bukas ang page.',
    },
    { h2: 'Ang mga karapatan mo' },
    {
      p: 'Sa ilalim ng Data Privacy Act of 2012, may karapatan kang malaman kung paano ginagamit ang impormasyon mo (right to be informed), ma-access ang personal na impormasyon mo, tumutol, ipatama ito, ipabura o ipa-block ito, sa data portability, at magsampa ng reklamo sa National Privacy Commission. Kung nasa EU o UK ka, binibigyan ka ng GDPR ng mga katulad na karapatan: access, pagtatama, pagbura, paghihigpit sa paggamit (restriction), portability, pagtutol, pag-withdraw ng pahintulot, at pagrereklamo sa data protection authority ng bansa mo.',
    },
    { h3: 'Paano gamitin ang mga ito' },
    {
      ol: [
        [
          'Buksan ang page na ',
          { link: 'Ang data mo', to: '/privacy/request' },
          ', ilagay ang e-mail address na ginamit mo sa mga form namin, at piliin ang gusto mo: kopya ng data mo, pagtatama ng pangalan o address mo, pagbura ng lahat, o pagbawi ng pahintulot (na ilathala ang kuwento mo, na mapasama sa listahan ng e-book, sa lingguhang digest namin).',
        ],
        `Magpapadala kami ng private link sa address na iyan. Isang beses lang ito gagana, sa loob ng ${keep.privacyLinkMinutes} minuto. Buksan ito at pindutin ang button sa page nito: ganoon namin malalaman na sa iyo talaga galing ang hiling. Walang nagbabago kapag binuksan lang ang link, at pareho ang sagot namin may hawak man kami o wala para sa address na iyon.`,
        'Kapag pinindot mo ang button, ginagawa agad ang hiling mo. Ang kopya ay ipinapadala sa address na iyon lang, bilang file para sa computer (data.json) at buod na madaling basahin: ang mga sagot mo sa survey, enquiry, sign-up sa e-book, mga kuwento (gaya ng ipinadala mo at gaya ng inayos, kasama ang status), ang mga pahintulot mo, ang mga hiling mo tungkol sa data mo at ang listahan ng mga e-mail na ipinadala namin sa iyo. Ang pagbura ay sabay-sabay na nagbubura ng lahat ng ito, nag-aalis ng mga nakalathala mong kuwento sa site, sa search at sa chat assistant, at nagbubura ng mga kopya namin ng mga e-mail sa iyo; isang code lang ng address ang natitira, para hindi na namin ito ma-e-mail ulit. Sa owner area namin, wala na ang mga ito sa lahat ng listahan (review, enquiry, kuwento, e-mail): ang listahan lang ng mga hiling tungkol sa data ang may isang linyang nagsasabing nabura ang data ng isang address sa petsang iyon at kung ilan ang nabura, nang wala ang address o anumang isinulat mo.',
        `Ang pagtatama ay sabay-sabay na nagpapalit ng pangalan o address mo sa lahat ng ipinadala mo sa amin. Kung may nakalathala kang kuwento, kami mismo ang gagawa ng pagbabago sa loob ng ${PRIVACY_OWNER_WORKING_DAYS} working days, at ipinapakita sa amin ng owner area ang deadline.`,
        [
          'Libre ito. Kung hindi mo na mabuksan ang address na iyon, sumulat sa amin gamit ang ',
          { link: 'form para sa inquiry tungkol sa serbisyo', to: '/contact' },
          ' (piliin ang "Iba pa") at hahanap kami ng paraan para matiyak na ikaw talaga iyan.',
        ],
      ],
    },
    { h2: 'Seguridad' },
    {
      p: 'Naka-store ang impormasyon mo sa sarili naming database, hindi sa mga form o marketing tool ng third party. Naka-encrypt ang koneksyon sa site kapag sine-serve ito sa HTTPS. Ang may-ari lang ng site ang puwedeng mag-sign in sa bahagi para sa may-ari. Walang sistemang ganap na ligtas, pero kaunti lang ang kinokolekta namin at nililimitahan namin kung sino ang may access dito.',
    },
    { h2: 'Mga bata' },
    {
      p: 'Hindi para sa mga batang wala pang 16 na taong gulang ang website na ito, at hindi namin sinasadyang kolektahin ang impormasyon nila. Kung sa tingin mo ay may batang nagpadala sa amin ng personal na impormasyon, kontakin mo kami at buburahin namin ito.',
    },
    { h2: 'Mga pagbabago sa patakarang ito' },
    {
      p: 'Kung babaguhin namin ang kinokolekta namin o kung paano namin ito ginagamit, ia-update namin ang page na ito at ang petsang "Huling in-update" sa itaas. Ang bersyong nakalathala rito ang umiiral.',
    },
  ],
});

const cookies: LegalDocument = {
  title: 'Patakaran sa Cookies',
  intro: 'Dalawang maliit na cookie, at walang sumusunod sa iyo kahit saan sa web.',
  description: `Dalawang functional cookie lang ang sine-set ng ${site.name}, ${CONSENT_COOKIE} at kwento_lang, kapag pinili mo. Walang analytics, advertising o tracking cookie.`,
  body: [
    {
      note: [
        'Ito ang salin sa Filipino ng aming Patakaran sa Cookies. Kung may pagkakaiba ang bersyong ito at ang ',
        { link: 'bersyong Ingles', to: '/cookies', lang: 'en' },
        ', ang Ingles ang masusunod.',
      ],
    },
    {
      p: `Ang cookie ay maliit na piraso ng text na hinihiling ng isang website na itago ng browser mo. Ipinapaliwanag ng page na ito, sa simpleng salita, ang dalawang cookie lang na sine-set ng ${site.name} para sa mga bisita, at kung ano ang hindi namin ginagamit.`,
    },
    { h2: 'Ang mga cookie na ginagamit namin' },
    {
      table: {
        caption: 'Mga cookie na sine-set para sa mga bisita',
        head: ['Pangalan', 'Layunin', 'Tagal', 'Kailan ito sine-set'],
        rows: [
          [
            [{ code: CONSENT_COOKIE }],
            'Tinatandaan nito na tinanggap mo na ang cookie notice, para hindi na ito lumabas ulit. "accepted" lang ang laman nito; wala itong personal na impormasyon.',
            '1 taon (31,536,000 segundo)',
            'Kapag tinanggap mo lang ang cookie notice',
          ],
          [
            [{ code: 'kwento_lang' }],
            'Tinatandaan nito ang wikang pinili mo para sa site (English o Filipino), para hindi ka na paulit-ulit na tanungin. "en" o "fil" lang ang laman nito; wala itong personal na impormasyon.',
            '1 taon (31,536,000 segundo)',
            'Kapag pumili ka lang ng wika o isinara mo ang mungkahi tungkol sa wika',
          ],
        ],
      },
    },
    {
      p: 'Ipinapadala lang ang mga cookie na ito sa sarili naming website at gumagamit ang mga ito ng setting na SameSite=Lax. Ibig sabihin, hindi isinasama ng browser ang mga ito sa mga request na galing sa ibang website.',
    },
    { h2: 'Ang hindi namin ginagamit' },
    {
      ul: [
        'Walang cookie para sa analytics o statistics.',
        'Walang cookie para sa advertising o tracking.',
        'Walang script ng third party, social media widget o web font na nilo-load mula sa ibang website.',
        'Walang account para sa mga bisita, kaya walang login cookie para sa iyo.',
      ],
    },
    { h2: 'Mga video sa YouTube' },
    {
      p: 'Sa simula, preview na larawan lang ang ipinapakita ng mga video sa aming home page. Ang video player, mula sa youtube-nocookie.com (ang privacy-enhanced mode ng YouTube), ay nilo-load lang kapag pinindot mo ang play. Mula sa sandaling iyon, puwedeng mag-set ang YouTube (Google) ng sarili nitong mga cookie o katulad na storage ayon sa sarili nitong patakaran, na hindi namin kontrolado. Kung hindi mo pipindutin ang play, walang video player na nilo-load.',
    },
    { h2: 'Ang session cookie ng may-ari ng site' },
    {
      p: 'Gumagamit ng session cookie ang pribadong bahagi ng site para sa may-ari, para manatiling naka-sign in ang may-ari. Sine-set lang ito para sa may-ari ng site pagkatapos niyang mag-sign in, hindi kailanman para sa mga bisita.',
    },
    { h2: 'Mga bagay na hindi cookie' },
    {
      p: 'Kapag isinara mo ang pop-up ng libreng e-book, tatandaan iyon ng browser mo sa local storage nito para hindi na paulit-ulit na lumabas ang pop-up. Nananatili ang tala na ito sa device mo at hindi kailanman ipinapadala sa amin.',
    },
    { h2: 'Paano burahin o i-block ang mga cookie' },
    {
      p: [
        'Puwede mong burahin ang ',
        { code: CONSENT_COOKIE },
        ' at ang ',
        { code: 'kwento_lang' },
        ' anumang oras. Kapag binura mo ang ',
        { code: CONSENT_COOKIE },
        ', lalabas ulit ang cookie notice; kapag binura mo ang ',
        { code: 'kwento_lang' },
        ', hindi na matatandaan ng site ang wikang pinili mo, kaya puwedeng lumabas ulit ang mungkahi tungkol sa wika. Alinman dito, gumagana pa rin ang site nang pareho.',
      ],
    },
    {
      ul: [
        [
          { strong: 'Chrome, Edge at mga katulad na browser:' },
          ' buksan ang Settings, pagkatapos ang Privacy and security, at hanapin ang cookies and site data.',
        ],
        [
          { strong: 'Firefox:' },
          ' buksan ang Settings, pagkatapos ang Privacy & Security, pagkatapos ang Cookies and Site Data.',
        ],
        [
          { strong: 'Safari:' },
          ' buksan ang Settings (o Preferences), pagkatapos ang Privacy, pagkatapos ang Manage Website Data.',
        ],
        [{ strong: 'Sa cellphone:' }, ' hanapin sa settings ng browser mo ang "clear browsing data" o "website data".'],
      ],
    },
    {
      p: [
        'Para sa lahat ng iba pa tungkol sa impormasyon mo, basahin ang aming ',
        { link: 'Patakaran sa Privacy', to: '/privacy' },
        '.',
      ],
    },
  ],
};

export const legal: Messages['legal'] = {
  updated: 'Huling in-update:',
  terms,
  privacy,
  cookies,
};
