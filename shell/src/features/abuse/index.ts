/** The abuse form /abuse (issue 11 item 2): a chunk of its own, loaded on demand. */
export { AbusePage } from './components/abuse-page';
export { ABUSE_TITLE } from './lib/abuse-copy';
