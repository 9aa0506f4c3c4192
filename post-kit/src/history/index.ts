// Edit history (issue 13): the card's "Edited" mark and the trail's "edited after" note. The
// history dialog is a lazy chunk of its own (components/lazy-history-dialog.tsx).
export { EditedMark } from './components/edited-mark';
export { EditedAfter } from './components/edited-after';
