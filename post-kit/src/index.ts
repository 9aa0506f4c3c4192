// The runtime API the shell and the remotes bundle. Test helpers live in './testing' (a separate entry).
export { PostCard } from './card';
export { ReblogTrail, trailEntries, type ReblogTrailProps, type TrailEntry } from './trail';
export {
  PostCardHostProvider,
  usePostCardHost,
  remotePostCardHost,
  remoteSessionSource,
  type CountsChange,
  type PostCardHost,
  type RemoteHostOptions,
  type SessionSource,
} from './host';
// The blog popover's trigger (the card's blog names and avatars; the activity remote's notifications too).
export {
  useBlogPreview,
  type BlogPreviewHoverProps,
  type BlogPreviewOptions,
  type BlogPreviewTriggerProps,
} from './blog-preview';
export { POST_ACTION_ALERT, externalNavigation, followPageUrl, likeSource, type PostPlace } from './actions';
// Small pieces the shell shares with the kit (one copy: the shell re-exports them from src/lib).
export { isPlainLeftClick } from './lib/navigation';
export { loadOnce } from './lib/load-once';
export { useHydrated } from './lib/use-hydrated';
export { holdTitleFontStylesheet, useTitleFontStylesheet } from './lib/title-font-stylesheet';
export { blogImageAlts } from './lib/blog-image-alts';
