import type { PollResponse } from '@dash/shared-contracts';
import { risenConversations } from './risen-conversations';

const blogs = [
  { name: 'alpha', uuid: 't:alpha', mention_key: 'ka' },
  { name: 'beta', uuid: 't:beta', mention_key: 'kb' },
];
const poll = (unread: Record<string, Record<string, number>>): PollResponse => ({ unread_messages: unread }) as PollResponse;

test('lists each conversation whose count rose, with its own blog', () => {
  const before = poll({ ka: { c1: 1, c2: 0 }, kb: {} });
  const after = poll({ ka: { c1: 2, c2: 0 }, kb: { c3: 1 } });
  expect(risenConversations(before, after, blogs)).toEqual([
    { conversationId: 'c1', blog: { name: 'alpha', uuid: 't:alpha' } },
    { conversationId: 'c3', blog: { name: 'beta', uuid: 't:beta' } },
  ]);
});

test('nothing on the first answer, on a fall, on error answers or for unknown mention keys', () => {
  const after = poll({ ka: { c1: 3 }, zz: { c9: 4 } });
  expect(risenConversations(null, after, blogs)).toEqual([]);
  expect(risenConversations(poll({ ka: { c1: 5 } }), after, blogs)).toEqual([]);
  expect(risenConversations(poll({}), { error: true } as PollResponse, blogs)).toEqual([]);
  expect(risenConversations({ error: true } as PollResponse, after, blogs)).toEqual([]);
  expect(risenConversations(poll({}), poll({ zz: { c9: 1 } }), blogs)).toEqual([]);
});
