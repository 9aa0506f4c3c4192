import { formatCount } from '@dash/shared-contracts';
import { makeOwnBlog, makeSession } from '../../test/fixtures';
import { withContextCounts, withUserCountDelta } from './context-counts';

describe('context counts', () => {
  it('applies the _count fields to the current blog and the user, never below 0', () => {
    const session = makeSession({ blogs: [makeOwnBlog('alice'), makeOwnBlog('other', { drafts_count: 9 })] });
    const next = withContextCounts(session, {
      drafts_count: 4,
      queue_count: -2,
      post_count: 1234,
      liked_post_count: 7,
      unknown_count: 3,
    });
    expect(next.blogs[0]).toMatchObject({ drafts_count: 4, queue_count: 0, post_count: 1234 });
    expect(next.blogs[1]?.drafts_count).toBe(9);
    expect(next.user?.liked_post_count).toBe(7);
  });

  it('returns the same session when nothing changes', () => {
    const session = makeSession();
    expect(withContextCounts(session, undefined)).toBe(session);
    expect(withContextCounts(session, { drafts_count: session.blogs[0]!.drafts_count })).toBe(session);
  });

  it('moves a user count by a delta without going below 0', () => {
    const session = makeSession();
    expect(
      withUserCountDelta({ ...session, user: { ...session.user!, liked_post_count: 0 } }, 'liked_post_count', -1).user
        ?.liked_post_count,
    ).toBe(0);
    expect(withUserCountDelta(session, 'friend_count', 1).user?.friend_count).toBe(13);
  });

  it('shows counts thousands-separated and never negative', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-3)).toBe('0');
  });
});
