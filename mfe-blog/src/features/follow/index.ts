// What other features of this remote use of following (the commands themselves: relationship).
export { FollowButton } from './components/follow-button';
export { runFollow, type FollowCommand } from './lib/follow-command';
