// Everything: the zod-free core, by its package name so that federated builds share one instance of
// it (one ApiError class on the page), and the schemas.
export * from '@dash/shared-contracts/core';
// The logging pipeline's contract: not in the core (the first page), each browser package imports
// what it uses from src/log-events directly, so only those few constants ship.
export * from './log-events';
export * from './schemas/envelope';
export * from './schemas/blog';
export * from './schemas/session';
export * from './schemas/post';
export * from './schemas/compose';
export * from './schemas/activity';
export * from './schemas/messaging';
export * from './schemas/share';
export * from './schemas/peepr';
export * from './schemas/blog-search';
export * from './schemas/site-search';
export * from './site-search-model';
export * from './schemas/registry';
export * from './schemas/settings';
// Moderation's flags and their words: for the server and the admins' lazy panel, not in the first page's core.
export * from './moderation-constants';
export * from './schemas/moderation';
// Connected accounts' rules, the abuse form's reasons and the admin pages' sizes: the server and lazy pages only.
export * from './mail-admin-constants';
export * from './schemas/mail-admin';
export * from './schemas/log-events';
export * from './requests';
export * from './bus/cross-window-schemas';
export * from './window-channel';
export * from './bootstrap';
