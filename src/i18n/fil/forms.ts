import type { Messages } from '../messages.ts';

export const forms: Messages['forms'] = {
  fields: {
    badCharacters: 'May mga character sa {label} na hindi namin matatanggap. Pakitanggal ang mga ito at subukan ulit.',
    tooLong: 'Hanggang {max} character lang ang {label}.',
    oneAddress: 'Isang e-mail address lang ang ilagay, walang pangalan, comma, semicolon, quotation mark o angle bracket.',
    expired: 'Nag-expire na ang form na ito. Paki-reload ang page at subukan ulit.',
    unknownLanguage: 'Hindi kilalang wika.',
    invalidForm: 'Hindi tamang form',
    unexpectedField: 'Hindi inaasahang field: {keys}',
    checkForm: 'Pakitingnan ulit ang form',
    honeypot: 'Iwanang blangko ang field na ito',
    summaryHeading: 'May kailangang ayusin',
  },
  server: {
    rateLimited: (seconds) =>
      `Ilang beses mo nang ipinadala ang form na ito sa loob ng isang minuto. Maghintay ng ${seconds} segundo at subukan ulit.`,
    unavailable: 'Hindi namin ma-save ang form mo ngayon. Walang nawala sa iyo: subukan ulit pagkalipas ng ilang sandali.',
    rejected: 'May ilang impormasyon na hindi namin matanggap. Pakitingnan ulit ang form.',
  },
};
