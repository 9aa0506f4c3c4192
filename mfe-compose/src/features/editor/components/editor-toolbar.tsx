import { useRef, useState, type KeyboardEvent } from 'react';
import { ariaKeyShortcut, shortcutHint, type EditorAction } from '../lib/shortcuts';
import { TOOLBAR_BUTTONS, type ToolbarCommand } from '../lib/toolbar-buttons';
import { ToolbarIcon } from './toolbar-icon';

export interface EditorToolbarProps {
  /** The field's label: the toolbar is named "{label} formatting". */
  label: string;
  isActive(command: ToolbarCommand): boolean;
  onCommand(command: ToolbarCommand): void;
  /** Commands that open a bubble report whether it is open (aria-expanded). */
  expanded: ToolbarCommand | null;
  disabled?: boolean;
}

function hasShortcut(command: ToolbarCommand): command is EditorAction {
  return ariaKeyShortcut(command as EditorAction) !== undefined;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one Tab stop, arrow keys, Home and End move
 * between buttons. Buttons keep the editor's selection (mousedown does not take focus away).
 */
export function EditorToolbar({ label, isActive, onCommand, expanded, disabled }: EditorToolbarProps) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const move = (index: number) => {
    const count = TOOLBAR_BUTTONS.length;
    const next = (index + count) % count;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(current + 1),
      ArrowLeft: () => move(current - 1),
      Home: () => move(0),
      End: () => move(TOOLBAR_BUTTONS.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div role="toolbar" aria-label={`${label} formatting`} className="dash-editor-toolbar" onKeyDown={onKeyDown}>
      {TOOLBAR_BUTTONS.map((button, index) => {
        const shortcut = hasShortcut(button.command) ? button.command : null;
        const opensBubble = button.command === 'link' || button.command === 'image';
        return (
          <button
            key={button.command}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={`dash-editor-tool dash-editor-tool--${button.command}`}
            aria-label={button.label}
            aria-pressed={button.toggle ? isActive(button.command) : undefined}
            aria-keyshortcuts={shortcut ? ariaKeyShortcut(shortcut) : undefined}
            aria-haspopup={opensBubble ? 'dialog' : undefined}
            aria-expanded={opensBubble ? expanded === button.command : undefined}
            title={shortcut ? `${button.label} (${shortcutHint(shortcut)})` : button.label}
            tabIndex={index === current ? 0 : -1}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={() => onCommand(button.command)}
          >
            <ToolbarIcon path={button.icon} strokeWidth={button.command === 'bold' ? 2.4 : 1.8} />
          </button>
        );
      })}
    </div>
  );
}
