import ButtonLink from '../../../ui/ButtonLink.tsx';

interface Props {
  /** The visitor's name, as the e-mail link says it. */
  name: string;
  /** mailto: with the reply's subject, tel: and WhatsApp's wa.me address of the visitor's number. */
  mail: string;
  call: string;
  whatsApp: string;
}

// A line height of 7 makes each link a 44 px target for a thumb.
const TARGET = 'leading-7';

/** Answering from the owner's phone in one tap: their mail app with the subject filled in, a call, WhatsApp. */
export default function ContactLinks({ name, mail, call, whatsApp }: Props) {
  return (
    <ul aria-label="Contact" className="mt-4 flex flex-wrap gap-2">
      <li>
        <ButtonLink href={mail} size="sm" className={`${TARGET} [overflow-wrap:anywhere]`}>
          E-mail {name}
        </ButtonLink>
      </li>
      <li>
        <ButtonLink href={call} variant="secondary" size="sm" className={TARGET}>
          Call
        </ButtonLink>
      </li>
      <li>
        <ButtonLink href={whatsApp} target="_blank" rel="noopener noreferrer" variant="secondary" size="sm" className={TARGET}>
          WhatsApp
        </ButtonLink>
      </li>
    </ul>
  );
}
