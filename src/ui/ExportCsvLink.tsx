interface Props {
  href: string;
}

export default function ExportCsvLink({ href }: Props) {
  return (
    <a href={href} className="rounded-full border border-ocean px-4 py-2 text-sm font-semibold text-ocean hover:bg-sky/40" download>
      Export CSV
    </a>
  );
}
