import { useMemo } from 'react';
import { SHARE_LIMITS } from '../../../lib/share/limits';

const COLORS = ['#00b8ff', '#ff4930', '#7c5cff', '#00cf35', '#ff8a00', '#ff62ce', '#e8d73a'];
/** How far a piece falls, in pixels: the height of the success panel with some room. */
const FALL_PX = 160;

/**
 * Confetti over the success panel (spec 3 §9: 30 pieces at speed 0.2, read as pixels per
 * millisecond): CSS animations only, no library. Hidden for people who ask for reduced motion
 * (confetti.css).
 */
export function Confetti({
  pieces = SHARE_LIMITS.confettiPieces,
  speed = SHARE_LIMITS.confettiSpeed,
}: {
  pieces?: number;
  speed?: number;
}) {
  const items = useMemo(
    () =>
      Array.from({ length: pieces }, (_, i) => {
        const jitter = ((i * 37) % 100) / 100;
        return {
          left: `${(i * 100) / pieces + jitter * 3}%`,
          delay: `${Math.round(jitter * 400)}ms`,
          duration: `${Math.round(FALL_PX / (speed * (0.75 + jitter / 2)))}ms`,
          color: COLORS[i % COLORS.length],
          rotate: `${(i * 47) % 360}deg`,
        };
      }),
    [pieces, speed],
  );
  return (
    <span className="share-confetti" aria-hidden="true" data-testid="confetti">
      {items.map((item, i) => (
        <span
          key={i}
          className="share-confetti__piece"
          style={
            {
              left: item.left,
              background: item.color,
              animationDelay: item.delay,
              animationDuration: item.duration,
              '--share-confetti-rotate': item.rotate,
            } as React.CSSProperties
          }
        />
      ))}
    </span>
  );
}
