export { HeaderInbox } from './components/header-inbox';
