import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from '../../../ui/Button.tsx';
import Icon from '../../../ui/Icon.tsx';
import type { AssistantAnswer, AssistantLink } from '../assistant.ts';
import { CHAT_MAX_LENGTH } from '../../../platform/limits.ts';
import { ASSISTANT_REPLY_DELAY_MS } from '../chat.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

type AssistantMessages = Messages['layout']['chat'];

interface Message {
  id: number;
  isUser: boolean;
  text: string;
  /** The article title a quoted passage comes from. */
  quoteFrom?: string;
  links?: { title: string; url: string }[];
}

type Reply = Omit<Message, 'id' | 'isUser'>;

async function ask(question: string, messages: AssistantMessages, locale: Locale): Promise<Reply> {
  const fallbackLinks = [
    { title: messages.servicesForm, url: localePath(locale, '/contact') },
    { title: messages.connectPage, url: localePath(locale, '/connect') },
  ];
  try {
    const response = await fetch('/assistant', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ question, locale }),
    });
    const body = (await response.json()) as AssistantAnswer | { error: string };
    if ('error' in body) return { text: body.error, links: fallbackLinks };
    // Below the relevance floor: what the assistant can help with, a search for the question, and a person.
    if (!body.answered) {
      const search = { title: messages.searchSite, url: `${localePath(locale, '/search')}?${new URLSearchParams({ q: question })}` };
      return { text: messages.noAnswer, links: [search, fallbackLinks[0]!] };
    }
    return { text: body.passage, quoteFrom: body.source.title, links: body.links.map(({ title, url }: AssistantLink) => ({ title, url })) };
  } catch {
    return { text: messages.unavailable, links: fallbackLinks };
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The floating assistant: a greeting, then answers quoted from the site after a short "typing" pause. */
export default function AssistantWidget({ messages: text, locale }: { messages: AssistantMessages; locale: Locale }) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<Message[]>([{ id: 0, text: text.greeting, isUser: false }]);
  const [waiting, setWaiting] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
    if (open && !waiting) input.current?.focus();
  }, [open, waiting, messages]);

  const setOpenAndFocus = (next: boolean) => {
    setOpen(next);
    if (!next) toggle.current?.focus();
  };

  const sendQuestion = async (question: string) => {
    setMessages((shown) => [...shown, { id: shown.length, text: question, isUser: true }]);
    setWaiting(true);
    // Every reply takes at least the short "typing" pause, so answers arrive at one steady pace.
    const [reply] = await Promise.all([ask(question, text, locale), wait(ASSISTANT_REPLY_DELAY_MS)]);
    if (!mounted.current) return;
    setMessages((shown) => [...shown, { id: shown.length, isUser: false, ...reply }]);
    setWaiting(false);
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const question = input.current?.value.trim() ?? '';
    if (!question) return;
    input.current!.value = '';
    void sendQuestion(question);
  };

  return (
    // `chat-dock`: hidden while the notice bar waits for an answer (global.css). On a phone the legal
    // links are in the footer, so the button sits at the very bottom, over the footer's reserved end.
    <div className="chat-dock needs-javascript fixed right-4 bottom-4 z-40 md:bottom-6">
      {/* Escape anywhere inside the dialog closes it, as in a modal. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        id="chat-panel"
        role="dialog"
        aria-labelledby="chat-title"
        className="mb-3 flex h-[26rem] max-h-[70vh] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-sky"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpenAndFocus(false);
        }}
      >
        <div className="flex items-center justify-between bg-navy px-4 py-3 text-white">
          <h2 id="chat-title" className="font-semibold">
            {text.title}
          </h2>
          <button type="button" className="rounded p-1 hover:bg-white/10" onClick={() => setOpenAndFocus(false)}>
            <Icon name="close" />
            <span className="sr-only">{text.close}</span>
          </button>
        </div>
        {/* Scrollable, so reachable by keyboard. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ol ref={log} className="flex-1 space-y-3 overflow-y-auto p-4 text-sm" aria-live="polite" aria-label={text.conversation} tabIndex={0}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={
                message.isUser
                  ? 'ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-ocean px-3 py-2 text-white'
                  : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-sky/60 px-3 py-2'
              }
            >
              {message.quoteFrom ? (
                <>
                  <p className="font-semibold">
                    {text.answerFrom} “{message.quoteFrom}”:
                  </p>
                  <blockquote className="mt-1 border-l-2 border-ocean pl-2 italic">…{message.text}…</blockquote>
                </>
              ) : (
                message.text
              )}
              {message.links && message.links.length > 0 && (
                <>
                  {message.quoteFrom && <p className="mt-2">{text.readMore}</p>}
                  <ul className="mt-1 space-y-1">
                    {message.links.map((link) => (
                      <li key={link.url}>
                        <a href={link.url} className="font-semibold text-ocean-dark underline">
                          {link.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ol>
        {messages.length === 1 && (
          <div className="px-4 pb-2">
            <p id="chat-quick-replies" className="text-xs font-semibold text-muted">
              {text.quickRepliesLabel}
            </p>
            <ul aria-labelledby="chat-quick-replies" className="mt-1 flex flex-wrap gap-1">
              {text.quickReplies.map((question) => (
                <li key={question}>
                  <Button type="button" variant="secondary" size="xs" disabled={waiting} onClick={() => void sendQuestion(question)}>
                    {question}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="px-4 pb-1 text-xs text-muted" hidden={!waiting}>
          {text.typing}
        </p>
        <form className="flex gap-2 border-t border-sky p-3" onSubmit={send}>
          <label htmlFor="chat-input" className="sr-only">
            {text.inputLabel}
          </label>
          <input
            ref={input}
            id="chat-input"
            name="message"
            autoComplete="off"
            maxLength={CHAT_MAX_LENGTH}
            required
            disabled={waiting}
            className="min-w-0 flex-1 rounded-md border border-muted/40 px-3 py-2"
            placeholder={text.placeholder}
          />
          <Button type="submit" size="sm" disabled={waiting}>
            {text.send}
          </Button>
        </form>
      </div>
      <button
        ref={toggle}
        type="button"
        className="ml-auto flex h-14 w-14 items-center justify-center rounded-full bg-coral text-white shadow-xl hover:brightness-110"
        aria-expanded={open}
        aria-controls="chat-panel"
        onClick={() => setOpenAndFocus(!open)}
      >
        <Icon name="chat" className="h-7 w-7" />
        <span className="sr-only">{open ? text.close : text.open}</span>
      </button>
    </div>
  );
}
