import { useEffect, useRef, useState } from 'react';
import { SHARE_LIMITS } from '../../../lib/share/limits';

/**
 * After "Sent!": wait 1250 ms, fade out over 150 ms, then `onDone` (spec 3 §4, §9). Returns whether
 * the fade is running (for the CSS class).
 */
export function useSentFade(sent: boolean, onDone: () => void): boolean {
  const [fading, setFading] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!sent) return;
    const fade = window.setTimeout(() => setFading(true), SHARE_LIMITS.fadeOutDelayMs);
    const close = window.setTimeout(() => done.current(), SHARE_LIMITS.fadeOutDelayMs + SHARE_LIMITS.fadeMs);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(close);
    };
  }, [sent]);
  return fading;
}
