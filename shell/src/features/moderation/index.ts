// Moderation in the shell (server/README.md "Moderation"): the admin's entry to the blog remote's
// panel (lazy), and the suspended notices its owner reads.
export { ModerationEntry } from './components/moderation-entry';
export { BlogSuspendedNotice, CurrentBlogSuspendedNotice } from './components/suspended-notice';
