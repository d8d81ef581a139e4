import Button from '../Button.tsx';

interface Props {
  label: string;
  busyLabel: string;
  busy?: boolean;
}

/** A public form's submit button: the full width of a phone, and disabled while the form is sent. */
export default function SubmitButton({ label, busyLabel, busy = false }: Props) {
  return (
    <Button type="submit" disabled={busy} size="lg" className="inline-flex w-full items-center justify-center shadow sm:w-auto">
      {busy ? busyLabel : label}
    </Button>
  );
}
