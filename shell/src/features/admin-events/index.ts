export { AdminEventsPage, ADMIN_EVENTS_TITLE } from './components/admin-events-page';
