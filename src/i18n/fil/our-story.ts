import type { Messages } from '../messages.ts';
import { site } from '../../site.config.ts';

export const ourStory: Messages['ourStory'] = {
  title: 'Ang Aming Kuwento',
  description: `Paano nagsimula ang ${site.name} sa mga nai-record na kuwentuhan ng mga Pilipino sa Prague, at paano maibabahagi ng mga OFW saan man ang sarili nilang kuwento.`,
  imageAlt:
    'Ilustrasyon ng isang lumang bayan sa Europa na may batong tulay sa gabi, na dinudugtungan ng tuldok-tuldok na landas sa ibabaw ng dagat papunta sa isang isla sa Pilipinas na may mga puno ng niyog, bahay-kubo at bangkang may layag sa paglubog ng araw',
  tagline: `${site.tagline}: mula sa isang lungsod sa abroad, para sa mga Pilipino saan man sa mundo.`,
  intro: `Ang ${site.name} ay tahanan ng mga kuwento ng mga overseas Filipino worker at ng mga pamilyang naghihintay sa kanila. Nagtatrabaho ang aming mga tagapakinig at mambabasa sa mga ospital at construction site, sa mga cruise ship at sa mga pribadong tahanan, sa mga opisina at sa mga pabrika, sa halos lahat ng kontinente. Ang nagbubuklod sa kanila ay hindi ang titulo ng trabaho kundi iisang karanasan: ang iwan ang sariling tahanan para may ibang magkaroon ng mas magandang buhay.`,
  sections: [
    {
      heading: 'Bakit kami narito',
      paragraphs: [
        'Kadalasan, napapabalita lang ang mga OFW kapag may masamang nangyari. Bihirang maisulat ang mga tahimik na tagumpay. Ang caregiver na nagpatapos ng kolehiyo sa tatlo niyang nakababatang kapatid, paisa-isang semestre. Ang welder na hindi tumigil sa pag-aaral sa night class hanggang siya na ang naging site supervisor ng crew na dati niyang pinasukan bilang pinakabagong tauhan. Ang kasambahay na nakaipon nang sapat para makapagbukas ng maliit na tindahan para sa nanay niya sa probinsya.',
        'Ikinukuwento ang mga ito habang nagmemeryenda at sa mga group chat, tapos naglalaho na lang. Ang misyon namin ay itala ang mga kuwentong ito sa mismong salita ng mga taong nakaranas nito, para may matutunan ang susunod na Pilipinong naghahandang umalis, at para makita ng mga pamilya sa Pilipinas kung ano talaga ang naipundar ng kanilang mga mahal sa buhay sa abroad.',
      ],
    },
    {
      heading: 'Paano ito nagsimula',
      paragraphs: [
        `Nagsimula ang ${site.name} sa Czech Republic. Ang aming founder, isang Pilipinong nagtatrabaho sa Prague, ay laging may nakikilalang kababayan: pagkatapos ng misa tuwing Linggo, sa Asian grocery, sa tram pauwi galing sa late shift. Bawat kuwentuhan ay may dalang kuwentong dapat maitala. Paano nila nakuha ang trabaho. Ano ang ikinagulat nila sa una nilang winter. Sino ang sinusuportahan nila sa Pilipinas, at ano ang lihim nilang ipinagmamalaki.`,
        'Kaya nagsimula siyang magtanong kung puwede niyang i-record ang mga kuwentuhang iyon. Noong una, cellphone lang sa mesa ng café at isang pangako: ibibigay muna niya ang recording sa taong kinausap niya. Pumayag ang mga tao, ikinuwento nila ito sa mga kaibigan nila, at hindi nagtagal, nagtatanong na rin ang mga Pilipino sa ibang bansa kung puwede rin nilang ibahagi ang kanilang kuwento.',
      ],
    },
  ],
  whatWeDo: {
    heading: 'Ang ginagawa namin ngayon',
    items: [
      { lead: 'Ang podcast:', text: 'mahahaba at hindi minamadaling kuwentuhan kasama ang mga OFW tungkol sa trabaho, pera, pamilya at pag-uwi.' },
      { lead: 'Mga video:', text: 'mga interview at maiikling kuwento sa aming YouTube channel, para sa mga gustong makita ang mga mukha sa likod ng mga boses.' },
      { lead: 'Ang blog:', text: 'praktikal na payo, sa simpleng salita, tungkol sa paghahanda bago umalis, pamumuhay sa abroad at pagpaplano ng pag-uwi mo.' },
      { lead: 'Ang komunidad:', text: 'isang lugar kung saan nagtutulungan ang mga OFW at kanilang pamilya sa mga tanong, malaki man o maliit.' },
    ],
  },
  takePart: {
    heading: 'Paano ka makakasali',
    intro: 'Bawat kuwento rito ay nagsimula sa isang taong nagpasyang mahalaga ang kanyang karanasan. Mahalaga rin ang karanasan mo. Puwede kang sumali sa paraang pinakagusto mo:',
    connect: { link: 'Ibahagi ang kuwento mo', rest: 'sa amin, sa sarili mong salita.' },
    survey: { link: 'Mag-iwan ng review', rest: 'at sabihin sa amin kung ano pa ang dapat naming pagbutihin.' },
    community: { link: `Sumali sa ${site.name} community sa Facebook`, rest: 'at makilala ang mga Pilipinong nakakaintindi sa iyo.' },
    blog: { link: 'Basahin ang aming mga artikulo', rest: 'bago ang susunod mong malaking desisyon.' },
    closing: 'Binabasa namin ang bawat mensahe. Kung gusto mong ma-interview, sabihin mo lang, at kokontakin ka namin bago kami maglathala ng anuman.',
  },
  invitation: {
    heading: 'May puwang dito ang kuwento mo',
    text: 'Sabihin sa amin kung nasaan ka, ano ang trabaho mo at ano na ang naipundar mo.',
    button: 'Ibahagi sa amin ang kuwento mo',
  },
};
