export {
  PostCardHostProvider,
  useHostBusEvent,
  useHostSession,
  useLoggedIn,
  usePostCardHost,
  type CountsChange,
  type PostCardHost,
  type SessionSource,
} from './post-card-host';
export { remotePostCardHost, type RemoteHostOptions } from './remote-host';
export { remoteSessionSource } from './remote-session';
