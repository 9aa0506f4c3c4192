import { useEffect, useRef } from 'react';
import { Confetti } from './confetti';

/** "Post shared!" with confetti; clicking it (or Enter on it) closes the panel (spec 3 §4). */
export function ShareSuccess({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="share-result share-result--success" role="status">
      <button ref={ref} type="button" className="share-result__success" onClick={onClose}>
        <Confetti />
        <span className="share-result__text">Post shared!</span>
      </button>
    </div>
  );
}

/** "Something went screwy." with a retry of the same share (spec 3 §8). */
export function ShareFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="share-result share-error" role="alert">
      <p>Something went screwy.</p>
      <button type="button" className="share-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
