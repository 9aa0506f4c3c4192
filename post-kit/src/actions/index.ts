// Post actions: the footer with every action a viewer may take, their hooks and endpoints.
export { PostFooter } from './components/post-footer';
export { FollowButton } from './components/follow-button';
export { POST_ACTION_ALERT, runPostAction, type PostActionResult } from './lib/run-post-action';
export { POST_ACTION_ENDPOINTS, endpointFor, type PostAction } from './lib/action-endpoints';
export { likeSource } from './lib/like-source';
export { externalNavigation, followPageUrl } from './lib/external-navigation';
export { inboxKind, stateLabel, formatPublishOn, type InboxKind, type PostPlace } from './lib/post-page';
export { isPromotedIn, hasTag } from './lib/promoted';
