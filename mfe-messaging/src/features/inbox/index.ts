export { InboxPopover } from './components/inbox-popover';
