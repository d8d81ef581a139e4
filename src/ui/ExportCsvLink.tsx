import ButtonLink from './ButtonLink.tsx';

interface Props {
  href: string;
}

export default function ExportCsvLink({ href }: Props) {
  return (
    <ButtonLink href={href} variant="secondary" size="sm" download>
      Export CSV
    </ButtonLink>
  );
}
