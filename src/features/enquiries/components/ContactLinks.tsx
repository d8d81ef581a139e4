interface Props {
  /** The visitor's name, as the e-mail link says it. */
  name: string;
  /** mailto: with the reply's subject, tel: and WhatsApp's wa.me address of the visitor's number. */
  mail: string;
  call: string;
  whatsApp: string;
}

const LINK = 'inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-semibold';

/** Answering from the owner's phone in one tap: their mail app with the subject filled in, a call, WhatsApp. */
export default function ContactLinks({ name, mail, call, whatsApp }: Props) {
  return (
    <ul aria-label="Contact" className="mt-4 flex flex-wrap gap-2">
      <li>
        <a href={mail} className={`${LINK} bg-ocean text-white hover:bg-ocean-dark [overflow-wrap:anywhere]`}>
          E-mail {name}
        </a>
      </li>
      <li>
        <a href={call} className={`${LINK} border border-ocean text-ocean hover:bg-sky/40`}>
          Call
        </a>
      </li>
      <li>
        <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={`${LINK} border border-leaf text-leaf hover:bg-leaf/10`}>
          WhatsApp
        </a>
      </li>
    </ul>
  );
}
