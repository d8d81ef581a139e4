import type { Messages } from '../messages.ts';

export const enquiryAnswers: Messages['enquiryAnswers'] = {
  subject: (service) => `Re: ${service}`,
  greeting: (name) => `Magandang araw, ${name}!`,
  thanks: (service) => `Salamat sa inquiry mo tungkol sa ${service}.`,
  nextSteps: {
    'full-stack-web-development':
      'Masaya kaming gawin ito kasama mo. Ang susunod na hakbang ay isang maikling tawag, mga 30 minuto: pag-uusapan natin kung ano ang dapat gawin ng website o web app, sino ang gagamit nito, at kailan mo ito kailangan. Ilang araw pagkatapos ng tawag, magpapadala kami ng nakasulat na proposal na may saklaw ng trabaho, presyo at schedule. Anong araw at oras ang puwede sa iyo, at ano ang time zone mo?',
    'web-renovation-migration':
      'Puwede naming tingnan ang kasalukuyang website mo at sabihin kung ano ang aayusin namin o saan namin ito ililipat. Ipadala mo lang ang address nito at, kung puwede, access sa analytics o hosting account (sapat na ang read-only). Sa loob ng ilang araw, magpapadala kami ng maikling nakasulat na plano: ang nakita namin, ang iminumungkahi namin at kung magkano ang magagastos.',
    'mobile-app-development':
      'Masaya kaming tumulong sa paggawa ng app mo. Ang susunod na hakbang ay isang maikling tawag: pag-uusapan natin kung ano ang dapat gawin ng app, sino ang gagamit nito, kung para sa Android, iPhone o pareho, at kailan mo ito kailangan. Pagkatapos ng tawag, magpapadala kami ng nakasulat na proposal na may saklaw ng trabaho, presyo at schedule. Anong araw at oras ang puwede sa iyo, at ano ang time zone mo?',
    advertising:
      'Masaya kaming makasama ka. Lumalabas ang mga sponsored segment namin sa podcast, sa mga video at sa newsletter, at laging malinaw na may label na ad. Ipapadala namin sa hiwalay na e-mail ang rates at ang laki ng audience namin. Sabihin mo lang kung ano ang gusto mong i-promote at kailan, at imumungkahi namin ang pinakaangkop.',
    'interview-guesting':
      'Gustong-gusto naming makarinig mula sa mga may kuwentong ibabahagi. Padalhan mo kami ng ilang linya tungkol sa guest (ikaw man o ang taong iminumungkahi mo): saan siya nagtatrabaho sa abroad, ano ang trabaho niya, at ano ang gusto niyang ibahagi sa kapwa OFW. Online kami nagre-record, kadalasan tuwing weekend, at pagkakasunduan natin ang petsang swak sa time zone ng guest.',
    others:
      'Nabasa na namin ang mensahe mo, at may isang tao sa team namin na tumitingin na rito. Susulatan ka ulit namin sa loob ng ilang araw para sa buong sagot; kung may apurahan, i-reply mo lang ang e-mail na ito.',
  },
  details: {
    'full-stack-web-development':
      'Para masagot ka namin nang maayos, may ilang tanong lang kami. Ano ang dapat gawin ng website o web app, sino ang gagamit nito, may design o domain ka na ba, at kailan mo ito gustong matapos? Makakatulong din kung sasabihin mo ang budget na naiisip mo, para maimungkahi namin ang tamang paraan.',
    'web-renovation-migration':
      'Para masagot ka namin nang maayos, may ilang tanong lang kami. Ano ang address ng kasalukuyang website mo, ano ang gusto mong baguhin o saan mo ito gustong ilipat, at kailan mo ito gustong matapos?',
    'mobile-app-development':
      'Para masagot ka namin nang maayos, may ilang tanong lang kami. Ano ang dapat gawin ng app, para ba ito sa Android, iPhone o pareho, may design ka na ba o website na dapat nitong makakonekta, at kailan mo ito gustong matapos? Makakatulong din kung sasabihin mo ang budget na naiisip mo, para maimungkahi namin ang tamang paraan.',
    advertising:
      'Para masagot ka namin nang maayos, may ilang tanong lang kami. Ano ang gusto mong i-promote, sino ang gusto mong maabot (mga OFW sa isang bansa, o ang mga pamilya nila sa Pilipinas), sa aling mga buwan, at magkano ang budget na naiisip mo?',
    'interview-guesting':
      'Para masagot ka namin nang maayos, may ilang tanong lang kami. Sino ang magiging guest, saan siya nagtatrabaho sa abroad, ano ang gusto niyang pag-usapan, at anong mga araw at oras ang puwede sa kanya?',
    others: 'Para masagot ka namin nang maayos, puwede mo bang ikuwento nang mas detalyado kung ano ang kailangan mo, at kailan mo ito kailangan?',
  },
  call: 'Baka mas mabilis kung mag-usap tayo. Puwede ka ba naming tawagan sa numerong ibinigay mo, o sa WhatsApp? Sabihin mo lang ang dalawa o tatlong araw at oras na puwede sa iyo, kasama ang time zone mo, at kukumpirmahin namin ang isa.',
  decline:
    'Salamat sa pagtitiwala mo sa amin. Sa ngayon, hindi namin ito matatanggap. Pasensya na at hindi ka namin matutulungan ngayon, at sana’y maging maayos ang lahat sa plano mo.',
};
