import { useEffect, useId, useRef } from 'react';
import { useFocusTrap, useReturnFocus } from '../../dialogs';
import { SHORTCUTS } from '../lib/shortcut-keys';
import '../../../components/modal-surface.css';
import './shortcuts.css';

/** The "Keyboard shortcuts" overlay ("?"): a modal table of keys; Escape or Close closes it. */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useFocusTrap(dialogRef, closeRef);
  useReturnFocus();
  useEffect(() => closeRef.current?.focus({ preventScroll: true }), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // An alert dialog shown above this overlay owns the keyboard until it is answered.
      if (document.querySelector('[role="alertdialog"]')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      } else if (event.key === 'Tab') {
        // The Close button is the only stop: Tab stays on it.
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [onClose]);

  return (
    <div className="shell-glass shell-shortcuts-glass" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className="shell-modal-card shell-shortcuts">
        <h2 id={titleId} className="shell-shortcuts__title">
          Keyboard shortcuts
        </h2>
        <table className="shell-shortcuts__table">
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.action}>
                <td>
                  <kbd>{shortcut.label}</kbd>
                </td>
                <td>{shortcut.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="shell-shortcuts__buttons">
          <button ref={closeRef} type="button" className="shell-shortcuts__close" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
