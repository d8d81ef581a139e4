export interface Toast {
  title: string;
  message: string;
  variant?: 'default' | 'destructive';
}

const TOAST_MS = 6000;

/** Shows a toast in the layout's live region; destructive toasts are announced as alerts. */
export function showToast({ title, message, variant = 'default' }: Toast) {
  // Inside an open modal dialog, the rest of the page sits behind the backdrop.
  const region = document.querySelector('dialog[open] [data-toasts]') ?? document.querySelector('[data-toasts]');
  if (!region) return;
  const toast = document.createElement('div');
  toast.setAttribute('role', variant === 'destructive' ? 'alert' : 'status');
  // Toasts have nothing to click and lie over the form on a phone: taps go through to the page below.
  toast.className =
    variant === 'destructive'
      ? 'pointer-events-none rounded-lg bg-coral p-4 text-white shadow-xl'
      : 'pointer-events-none rounded-lg bg-navy p-4 text-white shadow-xl';
  const heading = document.createElement('p');
  heading.className = 'font-bold';
  heading.textContent = title;
  const body = document.createElement('p');
  body.textContent = message;
  toast.append(heading, body);
  region.append(toast);
  setTimeout(() => toast.remove(), TOAST_MS);
}
