// The runtime API remotes bundle. Test helpers live in './testing' (a separate entry).
export { createRemoteApp, type RemoteApp, type RemoteAppOptions, type WidgetOptions } from './lifecycles/create-remote-app';
export { RemoteProvider, useBusEvent, useCurrentBlog, useRemote, useSessionUser } from './context/remote-context';
export { findBlog } from './context/find-blog';
export { useLocationPath } from './routing/use-location-path';
export { useRouteState, type RouteState } from './routing/use-route-state';
export { focusableIn, isTypingTarget, rememberFocus, trapTab } from './focus/focus';
export { useBodyScrollLock } from './focus/use-body-scroll-lock';
export { Popover, type PopoverProps } from './popover/popover';
export { computePopoverPosition, VIEWPORT_MARGIN, type PopoverPosition, type Rect } from './popover/popover-position';
export { LoadingBar } from './loading-bar/loading-bar';
export { HeaderButton, type HeaderButtonProps } from './header-button/header-button';
export { AltTextField, type AltTextFieldProps } from './alt-text/alt-text-field';
export { AltBadge, type AltBadgeProps } from './alt-text/alt-badge';
// The dialog round trip is pure bus logic, so it lives in shared-contracts; re-exported under the same names.
export { askDialog, type DialogRequest, type DialogResult } from '@dash/shared-contracts';
export {
  DebouncedSearch,
  LOADER_DELAY_MS,
  SEARCH_DEBOUNCE_MS,
  type DebouncedSearchState,
  type SearchFetcher,
} from './search/debounced-search';
