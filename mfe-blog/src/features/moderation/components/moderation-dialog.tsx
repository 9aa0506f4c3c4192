import { useId } from 'react';
import { MODERATION_FLAG_INFO, MODERATION_FLAGS } from '@dash/shared-contracts';
import { ModalFrame } from '../../../lib/modal-frame';
import { useModeration } from '../hooks/use-moderation';
import { logLine } from '../lib/moderation-text';
import './moderation.css';

/** The reason this panel gives the shell while it is open (shortcuts:suspend / resume). */
export const MODERATION_SHORTCUTS_REASON = 'moderation';

interface ModerationDialogProps {
  name: string;
  /** Gets focus back when the panel closes (the Moderation button). */
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}

/**
 * The admin's moderation panel for one blog (lazy chunk: only admins ever load it): a modal dialog
 * with the five switches (spec 1 §6), what each one does, and the latest changes. Escape, the glass
 * or Close close it; focus goes back to the opener; shortcuts and page scrolling pause meanwhile.
 */
export function ModerationDialog({ name, returnFocusTo, onClose }: ModerationDialogProps) {
  const { state, pending, error, toggle, retry } = useModeration(name);
  const titleId = useId();
  const baseId = useId();

  return (
    <ModalFrame
      block="blog-moderation"
      titleId={titleId}
      shortcutsReason={MODERATION_SHORTCUTS_REASON}
      returnFocusTo={returnFocusTo}
      focusOnOpen
      onClose={onClose}
    >
      <h2 id={titleId} className="blog-moderation-title">
        Moderate {name}
      </h2>
      {state.status === 'loading' && (
        <p className="blog-moderation-status" role="status">
          Loading moderation…
        </p>
      )}
      {state.status === 'failed' && (
        <div className="blog-moderation-status">
          <p role="alert">{state.error}</p>
          <button type="button" className="blog-moderation-button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <ul className="blog-moderation-flags" aria-label="Moderation flags">
            {MODERATION_FLAGS.map((flag) => {
              const id = `${baseId}-${flag}`;
              const busy = pending.has(flag);
              return (
                <li key={flag} className="blog-moderation-flag" aria-busy={busy}>
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    className="blog-moderation-switch"
                    // While saving it shows the state asked for; the server's answer (or the old state, after a refusal) follows.
                    checked={busy ? !state.moderation[flag] : state.moderation[flag]}
                    aria-describedby={`${id}-effect`}
                    onChange={() => toggle(flag)}
                  />
                  <label htmlFor={id} className="blog-moderation-label">
                    {MODERATION_FLAG_INFO[flag].label}
                  </label>
                  <span className="blog-moderation-state" aria-hidden="true">
                    {busy ? 'Saving…' : state.moderation[flag] ? 'On' : 'Off'}
                  </span>
                  <p id={`${id}-effect`} className="blog-moderation-effect">
                    {MODERATION_FLAG_INFO[flag].effect}
                  </p>
                </li>
              );
            })}
          </ul>
          <p className={`blog-moderation-error${error ? '' : ' blog-moderation-error--empty'}`} role="alert">
            {error}
          </p>
          <h3 className="blog-moderation-subtitle">Recent changes</h3>
          {state.log.length === 0 ? (
            <p className="blog-moderation-empty">No changes yet.</p>
          ) : (
            <ul className="blog-moderation-log" aria-label="Recent changes">
              {state.log.map((entry, i) => {
                const line = logLine(entry);
                return (
                  <li key={`${entry.created_at}-${i}`}>
                    <strong>{line.what}</strong> {line.who} · <time dateTime={line.iso}>{line.when}</time>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      <div className="blog-moderation-buttons">
        <button type="button" className="blog-moderation-button" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalFrame>
  );
}
