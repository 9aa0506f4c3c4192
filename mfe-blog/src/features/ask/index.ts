// What other features of this remote use of the ask form (opening it, its login address).
export { useOpenAsk } from './components/ask-provider';
export { askLoginUrl } from './lib/ask-entry';
