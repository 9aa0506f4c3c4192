import type { Message } from '@dash/shared-contracts';
import { participant } from '../test/conversation-fixture';
import { summarizeMessage } from './message-summary';

const image = (url: string, original?: string): Message => ({
  conversation_id: 'c',
  type: 'IMAGE',
  ts: '1',
  participant: 't:alpha',
  image: { url, width: 250, height: 200, ...(original ? { original_size: { url: original, width: 500, height: 400 } } : {}) },
});

test('an IMAGE message is "sent a GIF" when its file is a GIF, else "sent a photo"; a GIF post stays "sent a GIF"', () => {
  const people = [participant('alpha')];
  expect(summarizeMessage(image('/media/demo/gif-01.gif'), people)).toBe('alpha sent a GIF');
  expect(summarizeMessage(image('/media/a-250.jpg', '/media/a.GIF'), people)).toBe('alpha sent a GIF');
  expect(summarizeMessage(image('/media/uploads/a-1080.jpg'), people)).toBe('alpha sent a photo');
  expect(summarizeMessage({ ...image('/x.gif'), image: undefined }, [])).toBe('Sent a photo');
  const post: Message = {
    conversation_id: 'c',
    type: 'POSTREF',
    ts: '1',
    participant: 't:alpha',
    post: { id: '1', blog_name: 'b', type: 'gif', summary: '', post_url: '/p', state: 'published' },
  };
  expect(summarizeMessage(post, people)).toBe('alpha sent a GIF');
});
