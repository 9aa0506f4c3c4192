import type { ApiClient, EnvironmentRegistry, OwnBlog, RemoteEntry, Session } from '@dash/shared-contracts';
import { makeOwnBlog, makeSession, makeUser, makeVisitorSession } from '../../test/fixtures';

/**
 * Test data for the platform's tests, built on the shell's entity fixtures (src/test/fixtures.ts)
 * with the values these tests were written against. Not imported by production code.
 */
export function ownBlog(name: string, extra: Partial<OwnBlog> = {}): OwnBlog {
  return makeOwnBlog(name, {
    title: name,
    avatar_url: `/media/avatar/${name}.png`,
    url: `/blog/${name}`,
    mention_key: name,
    post_count: 0,
    follower_count: 0,
    drafts_count: 0,
    queue_count: 0,
    ...extra,
  });
}

export function loggedInSession(extra: Partial<Session> = {}): Session {
  return makeSession({
    user: makeUser({
      name: 'ada',
      email: 'ada@example.test',
      primary: 'blue',
      liked_post_count: 0,
      friend_count: 0,
      polling_token: 'poll',
    }),
    blogs: [ownBlog('blue', { is_primary: true }), ownBlog('green')],
    current_blog: 'blue',
    form_key: 'fk-user',
    flags: { is_logged_in: true },
    ...extra,
  });
}

export function visitorSession(formKey = 'fk-visitor'): Session {
  return { ...makeVisitorSession(), form_key: formKey };
}

export function remoteEntry(name: string, extra: Partial<RemoteEntry> = {}): RemoteEntry {
  return {
    manifestUrl: `/mfe/${name}/1.0.0/mf-manifest.json`,
    version: '1.0.0',
    contractsMajor: 1,
    routes: ['/'],
    slots: [],
    requiresLogin: true,
    ...extra,
  };
}

export function registry(extra: Partial<EnvironmentRegistry> = {}): EnvironmentRegistry {
  return {
    environment: 'staging',
    allowOverrides: true,
    allowedOverrideOrigins: ['http://localhost:*', 'https://cdn.example.test'],
    remoteTimeoutMs: 8000,
    remotes: {
      compose: remoteEntry('compose'),
      messaging: remoteEntry('messaging', { slots: ['header-inbox'] }),
      blog: remoteEntry('blog'),
      share: remoteEntry('share'),
      activity: remoteEntry('activity', { slots: ['header-activity', 'activity-page'] }),
    },
    ...extra,
  };
}

/** An ApiClient whose calls are jest mocks answering from a route table. */
export function fakeApi(answers: Record<string, unknown> = {}) {
  const answer = async (path: string) => {
    if (!(path in answers)) return undefined;
    const value = answers[path];
    if (value instanceof Error) throw value;
    return value;
  };
  const api = {
    get: jest.fn((path: string) => answer(path)),
    post: jest.fn((path: string) => answer(path)),
    delete: jest.fn((path: string) => answer(path)),
  };
  return api as typeof api & ApiClient;
}
