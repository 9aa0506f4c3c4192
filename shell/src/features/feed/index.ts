// The feed feature's public face for other features (the blog pages reuse its scroll and status pieces).
export { FeedPage } from './components/feed-page';
export { FeedStatusBar } from './components/feed-status';
export { useInfiniteScroll } from './hooks/use-infinite-scroll';
export type { FeedStatus } from './hooks/use-feed';
