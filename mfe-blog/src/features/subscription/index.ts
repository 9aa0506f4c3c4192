// What other features of this remote use of subscribing (the command and the header's button).
export { runSubscribe, type SubscribeCommand } from './lib/subscribe-command';
export { SubscribeButton } from './components/subscribe-button';
