import type { Participant } from '@dash/shared-contracts';
import { fakeBlog } from '@dash/remote-kit/src/testing';
import {
  canOpenMessagingShare,
  defaultSender,
  FAVORITES_LIMIT,
  interaction,
  messageable,
  senderBlogs,
  senderFor,
} from './messaging-share-rules';

const participant = (name: string, extra: Partial<Participant> = {}): Participant => ({
  name,
  uuid: `t:${name}`,
  title: name,
  avatar_url: `/a/${name}.png`,
  url: `/blog/${name}`,
  description: '',
  can_receive_messages: true,
  is_blog_following_you: false,
  is_following_blog: true,
  ...extra,
});

test('opens only with a post id, the blog uuid and a target (spec 3 §5)', () => {
  expect(canOpenMessagingShare({ postId: '1', blogUuid: 't:a', hasTarget: true })).toBe(true);
  expect(canOpenMessagingShare({ postId: '', blogUuid: 't:a', hasTarget: true })).toBe(false);
  expect(canOpenMessagingShare({ postId: '1', blogUuid: undefined, hasTarget: true })).toBe(false);
  expect(canOpenMessagingShare({ postId: '1', blogUuid: 't:a', hasTarget: false })).toBe(false);
});

test('favourites need a uuid and can_receive_messages, and at most 10 are shown', () => {
  const blogs = [
    participant('ok'),
    participant('closed', { can_receive_messages: false }),
    participant('nouuid', { uuid: '' }),
    ...Array.from({ length: 12 }, (_, i) => participant(`b${i}`)),
  ];
  const shown = messageable(blogs);
  expect(shown).toHaveLength(FAVORITES_LIMIT);
  expect(FAVORITES_LIMIT).toBe(10);
  expect(shown.map((b) => b.name)).not.toContain('closed');
  expect(shown.map((b) => b.name)).not.toContain('nouuid');
  expect(shown[0]?.name).toBe('ok');
});

test('only blogs enabled for messaging (and not suspended) can send; the current blog first', () => {
  const blogs = [
    fakeBlog('alpha'),
    fakeBlog('mute', { can_send_messages: false }),
    fakeBlog('gone', { is_suspended: true }),
    fakeBlog('beta'),
  ];
  const senders = senderBlogs(blogs);
  expect(senders.map((b) => b.name)).toEqual(['alpha', 'beta']);
  expect(defaultSender(senders, 'beta')?.name).toBe('beta');
  expect(defaultSender(senders, 'mute')?.name).toBe('alpha');
  expect(defaultSender([], 'alpha')).toBeNull();
});

test('a sender equal to the recipient is replaced by another one, or none', () => {
  const [alpha, beta] = senderBlogs([fakeBlog('alpha'), fakeBlog('beta')]);
  expect(senderFor([alpha!, beta!], alpha!, 't:friend')?.name).toBe('alpha');
  expect(senderFor([alpha!, beta!], alpha!, 't:alpha')?.name).toBe('beta');
  expect(senderFor([alpha!], alpha!, 't:alpha')).toBeNull();
});

test('log events are messaging-interaction with platform web and the action', () => {
  expect(interaction('share-send', { with_text: true })).toEqual({
    event: 'messaging-interaction',
    data: { platform: 'web', action: 'share-send', context: 'share-popover', with_text: true },
  });
});
