import { useCallback, useEffect, useRef, useState } from 'react';

export interface Toast {
  id: number;
  title: string;
  message: string;
  variant?: 'default' | 'destructive';
}

const TOAST_MS = 6000;

/** Toasts of one island: each disappears after a few seconds. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const showToast = useCallback((toast: Omit<Toast, 'id'>) => {
    const id = (next.current += 1);
    setToasts((shown) => [...shown, { ...toast, id }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((shown) => shown.filter((t) => t.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);

  return { toasts, showToast };
}
