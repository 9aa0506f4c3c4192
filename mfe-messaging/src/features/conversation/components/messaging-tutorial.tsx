import { useEffect, useId, useRef, useState } from 'react';
import { useRemote } from '@dash/remote-kit';
import { markTutorialSeen } from '../api/safety-api';
import { makeConfetti, markTutorialShown, shouldShowTutorial } from '../state/tutorial-gate';
import './safety.css';

export const TUTORIAL_TITLE = 'Talk to a Tumblr';
export const TUTORIAL_BODY = "Just tap this balloon, type the Tumblr's name, and start a conversation.";

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The first-use tutorial (spec 2 §2 screen 10), drawn at the top of the inbox popover under its
 * Compose message balloon, the first time the inbox opens for a user who has not seen it. It sits in
 * the flow (never over the conversation rows). Send a message starts composing; Dismiss, or closing
 * the inbox, also counts as seen: POST tutorial_seen once, and never again on this page.
 */
export function MessagingTutorial({ onSendMessage }: { onSendMessage?: () => void }) {
  const { api, session } = useRemote();
  const [visible, setVisible] = useState(() => shouldShowTutorial(session));
  const [pieces] = useState(() => (visible && !prefersReducedMotion() ? makeConfetti() : []));
  const titleId = useId();
  const reported = useRef(false);

  const report = useRef(() => {
    if (reported.current) return;
    reported.current = true;
    markTutorialSeen(api).catch((error: unknown) => console.warn('messaging: tutorial_seen failed', error));
  });

  useEffect(() => {
    if (!visible) return undefined;
    markTutorialShown();
    const reportOnClose = report.current;
    return () => reportOnClose(); // the inbox closed while it showed: seen
  }, [visible]);

  if (!visible) return null;
  const finish = (send: boolean) => {
    report.current();
    setVisible(false);
    if (send) onSendMessage?.();
  };

  return (
    <section className="msg-tutorial" aria-labelledby={titleId} data-testid="messaging-tutorial">
      <div className="msg-tutorial__confetti" aria-hidden="true">
        {pieces.map((p, i) => (
          <span
            key={i}
            className="msg-tutorial__piece"
            style={
              {
                left: `${p.left}%`,
                background: p.colour,
                animationDelay: `${p.delay}ms`,
                animationDuration: `${p.duration}ms`,
                '--msg-rotate': `${p.rotate}deg`,
                '--msg-drift': `${p.drift}px`,
              } as React.CSSProperties
            }
          />
        ))}
      </div>
      <button type="button" className="msg-icon-button msg-tutorial__dismiss" aria-label="Dismiss" onClick={() => finish(false)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
          />
        </svg>
      </button>
      <h3 id={titleId} className="msg-tutorial__title">
        {TUTORIAL_TITLE}
      </h3>
      <p className="msg-tutorial__body">{TUTORIAL_BODY}</p>
      {onSendMessage ? (
        <button type="button" className="msg-button msg-tutorial__button" onClick={() => finish(true)}>
          Send a message
        </button>
      ) : null}
    </section>
  );
}
