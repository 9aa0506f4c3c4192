export { createSessionStore, AFTER_LOGOUT_PATH, LOGGED_OUT_ELSEWHERE_PATH } from './session-store';
export type { PlatformSessionStore, SessionStoreOptions } from './session-store';
