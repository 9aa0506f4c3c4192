import { ApiError } from '@dash/shared-contracts';
import type { ApiClient, DashBus, RemoteProps } from '@dash/shared-contracts';
import { getBlogHeader } from '../../blog-header';
import { relationshipOf, type Relationship, type RelationshipStore } from './relationship-store';

/** What the follow, subscribe and block commands need; tests pass fakes. */
export interface CommandDeps {
  api: ApiClient;
  bus: DashBus;
  store: RelationshipStore;
  /** No signed-in user (logged out at mount, or since). */
  isAnonymous: () => boolean;
  /** The acting blog: the session's current blog, as last announced. */
  currentBlog: () => string | null;
  ownBlogs: () => string[];
  /** Same-window navigation to a server page (window.location.assign in the app). */
  assign: (url: string) => void;
}

/** The real dependencies of a mounted remote. */
export function commandDepsFrom(
  props: Pick<RemoteProps, 'api' | 'bus' | 'session'>,
  store: RelationshipStore,
  loggedOut: () => boolean,
): CommandDeps {
  const { api, bus, session } = props;
  return {
    api,
    bus,
    store,
    isAnonymous: () => loggedOut() || !session.logged_in || session.user === null,
    currentBlog: () => bus.last('session:current-blog')?.name ?? session.current_blog,
    ownBlogs: () => session.blogs.map((b) => b.name),
    assign: (url) => window.location.assign(url),
  };
}

export function showError(bus: DashBus, message: string): void {
  bus.emit('toast:show', { message, tone: 'error' });
}

/** "{what}. {server detail}" — the server's first error detail is written for users. */
export function failureMessage(what: string, error: unknown): string {
  const detail = error instanceof ApiError ? error.userMessage : 'Please try again.';
  return `${what}. ${detail}`;
}

/** What we know about a blog, reading its header when nothing has told us yet. */
export async function loadRelationship(deps: CommandDeps, name: string): Promise<Relationship> {
  const known = deps.store.get(name);
  if (known) return known;
  const relationship = relationshipOf(await getBlogHeader(deps.api, name));
  deps.store.seed(name, relationship);
  return relationship;
}
