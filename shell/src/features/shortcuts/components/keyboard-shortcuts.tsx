import { useCallback, useState } from 'react';
import type { ComponentType } from 'react';
import { loadOnce } from '../../../lib/load-once';
import { useComposeWarmup } from '../hooks/use-compose-warmup';
import { useKeyboardShortcuts } from '../hooks/use-keyboard-shortcuts';

type Help = ComponentType<{ onClose: () => void }>;

/** The "?" overlay is its own chunk, fetched the first time it is asked for (issue 8). */
const loadHelp = loadOnce<Help>(() =>
  import(/* webpackChunkName: "shortcuts-help" */ './shortcuts-help').then((module) => module.ShortcutsHelp),
);

/**
 * Mounted once by the app: listens for the feed shortcuts, shows the "?" overlay, and loads compose
 * on the first key of its shortcut.
 */
export function KeyboardShortcuts() {
  const [Help, setHelp] = useState<Help | null>(null);
  const close = useCallback(() => setHelp(null), []);
  useKeyboardShortcuts(() => {
    loadHelp().then(
      (component) => setHelp(() => component),
      (error: unknown) => console.error('[dash shortcuts] the shortcuts overlay could not be loaded', error),
    );
  });
  useComposeWarmup();
  return Help ? <Help onClose={close} /> : null;
}
