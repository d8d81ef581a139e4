import { CHAT_REPLY, CHAT_REPLY_DELAY_MS } from '../lib/chat.ts';

const bubble = (text: string, fromUser: boolean) => {
  const item = document.createElement('li');
  item.textContent = text;
  item.className = fromUser
    ? 'ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-ocean px-3 py-2 text-white'
    : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-sky/60 px-3 py-2';
  return item;
};

export function enhanceChat(root: HTMLElement) {
  const panel = root.querySelector<HTMLElement>('[data-chat-panel]')!;
  const toggle = root.querySelector<HTMLButtonElement>('[data-chat-toggle]')!;
  const toggleLabel = toggle.querySelector('.sr-only')!;
  const log = root.querySelector<HTMLOListElement>('[data-chat-log]')!;
  const typing = root.querySelector<HTMLElement>('[data-chat-typing]')!;
  const form = root.querySelector<HTMLFormElement>('[data-chat-form]')!;
  const input = form.querySelector('input')!;
  const send = form.querySelector('button')!;
  root.hidden = false;

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggleLabel.textContent = open ? 'Close chat' : 'Open chat';
    if (open) input.focus();
    else toggle.focus();
  };

  toggle.addEventListener('click', () => setOpen(panel.hidden !== false));
  root.querySelector('[data-chat-close]')!.addEventListener('click', () => setOpen(false));
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') setOpen(false);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    log.append(bubble(text, true));
    input.value = '';
    input.disabled = send.disabled = true;
    typing.hidden = false;
    log.scrollTop = log.scrollHeight;
    setTimeout(() => {
      typing.hidden = true;
      log.append(bubble(CHAT_REPLY, false));
      input.disabled = send.disabled = false;
      input.focus();
      log.scrollTop = log.scrollHeight;
    }, CHAT_REPLY_DELAY_MS);
  });
}
