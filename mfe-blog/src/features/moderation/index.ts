// The moderation feature (admins only; server/README.md "Moderation"): the panel is a lazy chunk.
export { ModerationProvider } from './components/moderation-provider';
export { ModerationButton } from './components/moderation-button';
export { SuspendedNotice } from './components/suspended-notice';
