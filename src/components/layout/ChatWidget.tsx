import { useEffect, useRef, useState, type FormEvent } from 'react';
import Icon from '../ui/Icon.tsx';
import { CHAT_GREETING, CHAT_MAX_LENGTH, CHAT_REPLY, CHAT_REPLY_DELAY_MS } from '../../lib/chat.ts';

interface Message {
  id: number;
  text: string;
  isUser: boolean;
}

/** The floating assistant: a greeting, then a canned reply after a short "typing" pause. */
export default function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<Message[]>([{ id: 0, text: CHAT_GREETING, isUser: false }]);
  const [waiting, setWaiting] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const replyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(replyTimer.current), []);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
    if (open && !waiting) input.current?.focus();
  }, [open, waiting, messages]);

  const setOpenAndFocus = (next: boolean) => {
    setOpen(next);
    if (!next) toggle.current?.focus();
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = input.current?.value.trim() ?? '';
    if (!text) return;
    input.current!.value = '';
    setMessages((shown) => [...shown, { id: shown.length, text, isUser: true }]);
    setWaiting(true);
    replyTimer.current = setTimeout(() => {
      setMessages((shown) => [...shown, { id: shown.length, text: CHAT_REPLY, isUser: false }]);
      setWaiting(false);
    }, CHAT_REPLY_DELAY_MS);
  };

  return (
    <div className="needs-javascript fixed right-4 bottom-14 z-40 md:bottom-6">
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
            OFW assistant
          </h2>
          <button type="button" className="rounded p-1 hover:bg-white/10" onClick={() => setOpenAndFocus(false)}>
            <Icon name="close" />
            <span className="sr-only">Close chat</span>
          </button>
        </div>
        {/* Scrollable, so reachable by keyboard. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ol ref={log} className="flex-1 space-y-3 overflow-y-auto p-4 text-sm" aria-live="polite" aria-label="Conversation" tabIndex={0}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={
                message.isUser
                  ? 'ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-ocean px-3 py-2 text-white'
                  : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-sky/60 px-3 py-2'
              }
            >
              {message.text}
            </li>
          ))}
        </ol>
        <p className="px-4 pb-1 text-xs text-muted" hidden={!waiting}>
          The assistant is typing…
        </p>
        <form className="flex gap-2 border-t border-sky p-3" onSubmit={send}>
          <label htmlFor="chat-input" className="sr-only">
            Message
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
            placeholder="Type your message"
          />
          <button type="submit" disabled={waiting} className="rounded-md bg-ocean px-3 py-2 font-semibold text-white hover:bg-ocean-dark disabled:opacity-60">
            Send
          </button>
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
        <span className="sr-only">{open ? 'Close chat' : 'Open chat'}</span>
      </button>
    </div>
  );
}
