import { useCallback, useState } from 'react';
import { useKeyboardShortcuts } from '../hooks/use-keyboard-shortcuts';
import { ShortcutsHelp } from './shortcuts-help';

/** Mounted once by the app: listens for the feed shortcuts and shows the "?" overlay. */
export function KeyboardShortcuts() {
  const [helpOpen, setHelpOpen] = useState(false);
  const close = useCallback(() => setHelpOpen(false), []);
  useKeyboardShortcuts(() => setHelpOpen(true));
  return helpOpen ? <ShortcutsHelp onClose={close} /> : null;
}
