interface Props {
  label: string;
  busyLabel: string;
  busy?: boolean;
}

export default function SubmitButton({ label, busyLabel, busy = false }: Props) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex w-full items-center justify-center rounded-full bg-ocean px-6 py-3 font-semibold text-white shadow hover:bg-ocean-dark disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
