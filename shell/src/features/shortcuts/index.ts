/** The keyboard shortcuts feature's public face: mount `KeyboardShortcuts` once. */
export { KeyboardShortcuts } from './components/keyboard-shortcuts';
export { SHORTCUTS } from './lib/shortcut-keys';
