/** The admins' pages /outbox and /admin/reports (issue 11 item 2): one chunk, loaded on demand. */
export { OutboxPage } from './components/outbox-page';
export { ReportsPage } from './components/reports-page';
export { OUTBOX_TITLE, REPORTS_TITLE } from './lib/admin-copy';
