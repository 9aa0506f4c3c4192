export { ActivityPopover } from './components/activity-popover';
