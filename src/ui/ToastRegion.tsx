import type { Toast } from './use-toasts.ts';

/** Destructive toasts are announced as alerts, the others as status messages. */
export default function ToastRegion({ toasts }: { toasts: Toast[] }) {
  return (
    <div className="pointer-events-none fixed top-20 right-4 left-4 z-50 flex flex-col items-end gap-3 sm:left-auto sm:w-96">
      {toasts.map((toast) => (
        // Toasts have nothing to click and lie over the form on a phone: taps go through to the page below.
        <div
          key={toast.id}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          className={`pointer-events-none rounded-lg p-4 text-white shadow-xl ${toast.variant === 'destructive' ? 'bg-coral' : 'bg-navy'}`}
        >
          <p className="font-bold">{toast.title}</p>
          <p>{toast.message}</p>
        </div>
      ))}
    </div>
  );
}
