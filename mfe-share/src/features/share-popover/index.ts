export { SharePopover, type ShareRequest } from './components/share-popover';
export { ShareOptions } from './components/share-options';
export { useShareData } from './hooks/use-share-data';
