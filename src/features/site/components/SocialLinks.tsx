import Icon from '../../../ui/Icon.tsx';
import Card from '../../../ui/Card.tsx';
import { site } from '../../../site.config.ts';

interface Props {
  variant: 'compact' | 'cards';
  /** "(opens in a new tab)" in the page's language. */
  opensInNewTab: string;
  /** The compact icon link's name: the site on a network, opening in a new tab. */
  accountLabel: (siteName: string, network: string) => string;
}

export default function SocialLinks({ variant, opensInNewTab, accountLabel }: Props) {
  if (variant === 'compact') {
    return (
      <ul className="mt-3 flex flex-wrap gap-3">
        {site.social.map((account) => (
          <li key={account.name}>
            <a
              href={account.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
              aria-label={accountLabel(site.name, account.name)}
            >
              <Icon name={account.icon} />
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {site.social.map((account) => (
        <li key={account.name}>
          <Card
            as="a"
            href={account.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex flex-col items-center gap-3 p-6 text-navy transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <Icon name={account.icon} className="h-8 w-8 text-ocean" />
            <span className="font-semibold">{account.name}</span>
            <span className="sr-only">{opensInNewTab}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
