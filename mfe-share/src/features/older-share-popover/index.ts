export { OlderSharePopover, type OlderShareRequest } from './components/older-share-popover';
