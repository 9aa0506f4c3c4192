// What other features of this remote use of blocking (the command and the header's button).
export { runBlock, type BlockCommand } from './lib/block-command';
export { BlockButton } from './components/block-button';
