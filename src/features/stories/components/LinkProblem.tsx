import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import MessagePage from '../../../ui/MessagePage.tsx';

interface Props {
  problem: 'used' | 'expired' | 'invalid';
  locale: Locale;
  messages: Messages['stories']['linkProblem'];
}

/** What a teller sees when a private link no longer works. */
export default function LinkProblem({ problem, locale, messages }: Props) {
  return (
    <MessagePage heading={messages[problem].heading} text={messages[problem].text} next={{ href: localePath(locale, '/'), label: messages.home }} />
  );
}
