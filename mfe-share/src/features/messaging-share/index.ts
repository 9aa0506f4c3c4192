export { MessagingShare, type MessagingShareProps } from './components/messaging-share';
