import { site } from '../../site.config.ts';

interface Props {
  /** The banner illustration, processed by the page through astro:assets. */
  image: { src: string; width: number; height: number };
}

export default function OurStoryFil({ image }: Props) {
  return (
    <>
      <section aria-labelledby="our-story-heading" className="relative bg-navy">
        <img
          src={image.src}
          alt="Ilustrasyon ng isang lumang bayan sa Europa na may batong tulay sa gabi, na dinudugtungan ng tuldok-tuldok na landas sa ibabaw ng dagat papunta sa isang isla sa Pilipinas na may mga puno ng niyog, bahay-kubo at bangkang may layag sa paglubog ng araw"
          width={image.width}
          height={image.height}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="block h-auto w-full"
        />
        <div className="px-4 py-8 text-white md:absolute md:top-[12%] md:left-[6%] md:max-w-md md:rounded-2xl md:bg-navy/85 md:p-8">
          <h1 id="our-story-heading" className="font-serif text-4xl font-bold md:text-5xl">
            Ang Aming Kwento
          </h1>
          <p className="mt-3 text-lg text-sky">
            {site.tagline}: mula sa isang lungsod sa abroad, para sa mga Pilipino saan man sa mundo.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <article className="prose-article">
          <p>
            Ang {site.name} ay tahanan ng mga kwento ng mga overseas Filipino worker at ng mga pamilyang naghihintay sa
            kanila. Nagtatrabaho ang aming mga tagapakinig at mambabasa sa mga ospital at construction site, sa mga
            cruise ship at sa mga pribadong tahanan, sa mga opisina at sa mga pabrika, sa halos lahat ng kontinente. Ang
            nagbubuklod sa kanila ay hindi ang titulo ng trabaho kundi iisang karanasan: ang iwan ang sariling tahanan
            para may ibang magkaroon ng mas magandang buhay.
          </p>
          <h2>Bakit kami narito</h2>
          <p>
            Kadalasan, napapabalita lang ang mga OFW kapag may masamang nangyari. Bihirang maisulat ang mga tahimik na
            tagumpay. Ang caregiver na nagpatapos ng kolehiyo sa tatlo niyang nakababatang kapatid, paisa-isang
            semestre. Ang welder na hindi tumigil sa pag-aaral sa night class hanggang siya na ang naging site supervisor
            ng crew na dati niyang pinasukan bilang pinakabagong tauhan. Ang kasambahay na nakaipon nang sapat para
            makapagbukas ng maliit na tindahan para sa nanay niya sa probinsya.
          </p>
          <p>
            Ikinukwento ang mga ito habang nagmemeryenda at sa mga group chat, tapos naglalaho na lang. Ang misyon namin
            ay itala ang mga kwentong ito sa mismong salita ng mga taong nakaranas nito, para may matutunan ang susunod
            na Pilipinong naghahandang umalis, at para makita ng mga pamilya sa Pilipinas kung ano talaga ang naipundar
            ng kanilang mga mahal sa buhay sa abroad.
          </p>
          <h2>Paano ito nagsimula</h2>
          <p>
            Nagsimula ang {site.name} sa Czech Republic. Ang aming founder, isang Pilipinong nagtatrabaho sa Prague, ay
            laging may nakikilalang kapwa kababayan: pagkatapos ng misa tuwing Linggo, sa Asian grocery, sa tram pauwi
            galing sa late shift. Bawat kwentuhan ay may dalang kwentong dapat itago. Paano nila nakuha ang trabaho. Ano
            ang ikinagulat nila sa una nilang winter. Sino ang sinusuportahan nila sa Pilipinas, at ano ang lihim nilang
            ipinagmamalaki.
          </p>
          <p>
            Kaya nagsimula siyang magtanong kung puwede niyang i-record ang mga kwentuhang iyon. Noong una, cellphone
            lang sa mesa ng café at isang pangako: ibibigay muna niya ang recording sa taong kinausap niya. Pumayag ang
            mga tao, ikinuwento nila ito sa mga kaibigan nila, at hindi nagtagal, nagtatanong na rin ang mga Pilipino sa
            ibang bansa kung puwede rin nilang ibahagi ang kanilang kwento.
          </p>
          <h2>Ang ginagawa namin ngayon</h2>
          <ul>
            <li>
              <strong>Ang podcast:</strong> mahahaba at hindi minamadaling kwentuhan kasama ang mga OFW tungkol sa
              trabaho, pera, pamilya at pag-uwi.
            </li>
            <li>
              <strong>Mga video:</strong> mga interview at maiikling kwento sa aming YouTube channel, para sa mga gustong
              makita ang mga mukha sa likod ng mga boses.
            </li>
            <li>
              <strong>Ang blog:</strong> praktikal na payo, sa simpleng salita, tungkol sa paghahanda bago umalis,
              pamumuhay sa abroad at pagpaplano ng pag-uwi mo.
            </li>
            <li>
              <strong>Ang komunidad:</strong> isang lugar kung saan nagtutulungan ang mga OFW at kanilang pamilya sa mga
              tanong, malaki man o maliit.
            </li>
          </ul>
          <h2>Paano ka makakasali</h2>
          <p>
            Bawat kwento rito ay nagsimula sa isang taong nagpasyang mahalaga ang kanyang karanasan. Mahalaga rin ang
            karanasan mo. Puwede kang sumali sa paraang pinakagusto mo:
          </p>
          <ul>
            <li>
              <a href="/fil/connect" className="text-ocean underline">
                Ibahagi ang kwento mo
              </a>{' '}
              sa amin, sa sarili mong salita.
            </li>
            <li>
              <a href="/fil/survey" className="text-ocean underline">
                Mag-iwan ng review
              </a>{' '}
              at sabihin sa amin kung ano pa ang dapat naming pagbutihin.
            </li>
            <li>
              <a href={site.links.community} className="text-ocean underline" rel="noopener noreferrer">
                Sumali sa {site.name} community sa Facebook
              </a>{' '}
              at makilala ang mga Pilipinong nakakaintindi sa iyo.
            </li>
            <li>
              <a href="/fil/blog" className="text-ocean underline">
                Basahin ang aming mga blog post
              </a>{' '}
              bago ang susunod mong malaking desisyon.
            </li>
          </ul>
          <p>
            Binabasa namin ang bawat mensahe. Kung gusto mong ma-interview, sabihin mo lang, at kokontakin ka namin bago
            namin i-publish ang anuman.
          </p>
        </article>
        <div className="mt-12 rounded-2xl bg-navy p-8 text-center text-white">
          <h2 className="font-serif text-2xl font-bold">May puwang dito ang kwento mo</h2>
          <p className="mt-2 text-sky">Sabihin sa amin kung nasaan ka, ano ang trabaho mo at ano na ang naipundar mo.</p>
          <a
            href="/fil/connect"
            className="mt-6 inline-block rounded-md bg-sun px-6 py-3 font-semibold text-navy hover:bg-white"
          >
            Ibahagi sa amin ang kwento mo
          </a>
        </div>
      </div>
    </>
  );
}
