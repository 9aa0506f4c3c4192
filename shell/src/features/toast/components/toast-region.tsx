import { useEffect, useRef, useState } from 'react';
import { useBusEvent } from '../../../lib/use-bus-event';
import { toastImageUrl } from '../lib/toast-image';
import './toast-region.css';

export const TOAST_DURATION_MS = 4000;
type Tone = 'info' | 'success' | 'error';
interface Toast {
  id: number;
  message: string;
  tone: Tone;
  /** A small picture before the message (the recipient's avatar in "Question sent to {blog}"). */
  imageUrl: string | null;
}

/**
 * Shows the `toast:show` commands any part of the product sends; each leaves after ~4 s. An
 * `avatarUrl` is drawn before the message (decorative: the message says who).
 */
export function ToastRegion() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = (id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  };

  useBusEvent('toast:show', ({ message, tone, avatarUrl }) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, message, tone: tone ?? 'info', imageUrl: toastImageUrl(avatarUrl) }]);
    timers.current.set(
      id,
      setTimeout(() => dismiss(id), TOAST_DURATION_MS),
    );
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  return (
    <div className="shell-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`shell-toast shell-toast--${toast.tone}`}>
          {toast.imageUrl && <img className="shell-toast__image" src={toast.imageUrl} alt="" width={32} height={32} />}
          <span className="shell-toast__message">{toast.message}</span>
          <button type="button" className="shell-toast__close" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
