// A post's notes list (issue 10, "N notes"). Only the lazy entry is here: the list's code is a
// chunk of its own (components/lazy-notes-panel.tsx).
export { LazyNotesPanel } from './components/lazy-notes-panel';
export type { NotesPanelProps } from './components/notes-panel';
export type { NoteSink } from './lib/note-sink';
