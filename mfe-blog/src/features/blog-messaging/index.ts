// What other features of this remote use of the blog messaging icon (the blog header).
export { MessagingIcon } from './components/messaging-icon';
