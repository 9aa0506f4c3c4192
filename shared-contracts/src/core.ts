/**
 * The contracts without zod: constants, the route table, bus topics, formats, the error class and
 * the types. `@dash/shared-contracts/core` (a singleton of its own in every federated build) is
 * what a page needs before it is interactive; the schemas (`@dash/shared-contracts`, which
 * re-exports all of this) load with the first feature that validates something
 * (docs/decisions/shared-modules.md). Nothing here may import zod at run time.
 */
export * from './version';
export * from './constants';
export * from './format';
export * from './post-states';
export * from './post-comment';
export * from './embed-services';
export * from './ask-rules';
export * from './embed-frames';
export * from './photoset-layout';
export * from './alt-text';
export * from './post-type-icons';
export * from './remote-names';
export * from './remote-locations';
export * from './bootstrap-markers';
export * from './window-channel-protocol';
export * from './api/client';
export * from './api/routes';
export * from './bus/topics';
export * from './bus/types';
export * from './bus/ask-dialog';
export * from './remote';
export * from './server-render';
export * from './site-search';
export * from './title-fonts';
export * from './settings-constants';
export * from './activity-filters';
export * from './popover';
export * from './site-search';
