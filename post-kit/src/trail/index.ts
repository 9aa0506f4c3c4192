// The reblog trail: one component for the feed, the blog overlay, permalinks and the reblog form.
export { ReblogTrail, type ReblogTrailProps } from './components/reblog-trail';
export { trailEntries, showsSomething, type TrailEntry } from './lib/trail-entries';
