import { useState } from 'react';
import { SPAM_PROMPTS } from '../state/safety-flows';
import './safety.css';

/** Spec 2 §2 screen 12: the possible-spam footer, a random prompt and Mark as spam. */
export function SpamNotice({ onMarkSpam }: { onMarkSpam: () => void }) {
  const [prompt] = useState(() => SPAM_PROMPTS[Math.floor(Math.random() * SPAM_PROMPTS.length)] ?? SPAM_PROMPTS[0]);
  return (
    <div className="msg-notice msg-spam" role="note">
      <span>{prompt}</span>{' '}
      <button type="button" className="msg-link-button" onClick={onMarkSpam}>
        Mark as spam
      </button>
    </div>
  );
}
