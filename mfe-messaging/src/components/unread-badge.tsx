import { formatBadge } from '@dash/shared-contracts';
import './unread-badge.css';

/** The red count bubble (99+ cap, spec 2 §9); hidden from assistive tech, which reads the control's name. */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  const text = formatBadge(count);
  if (!text) return null;
  return (
    <span className={`msg-badge ${className}`} aria-hidden="true" data-testid="unread-badge">
      {text}
    </span>
  );
}
