import { useCallback, useState } from 'react';
import { useComposeWarmup } from '../hooks/use-compose-warmup';
import { useKeyboardShortcuts } from '../hooks/use-keyboard-shortcuts';
import { ShortcutsHelp } from './shortcuts-help';

/**
 * Mounted once by the app: listens for the feed shortcuts, shows the "?" overlay, and loads compose
 * on the first key of its shortcut.
 */
export function KeyboardShortcuts() {
  const [helpOpen, setHelpOpen] = useState(false);
  const close = useCallback(() => setHelpOpen(false), []);
  useKeyboardShortcuts(() => setHelpOpen(true));
  useComposeWarmup();
  return helpOpen ? <ShortcutsHelp onClose={close} /> : null;
}
