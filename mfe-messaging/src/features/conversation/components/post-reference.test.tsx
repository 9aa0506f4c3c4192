import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { Message } from '@dash/shared-contracts';
import { summarizeMessage } from '../../../lib/message-summary';
import { PostReference } from './post-reference';

const postref = (post: Partial<NonNullable<Message['post']>>, text?: string): Message => ({
  conversation_id: 'c1',
  type: 'POSTREF',
  ts: '1000',
  participant: 't:bob',
  ...(text ? { content: { text } } : {}),
  post: {
    id: '42',
    blog_name: 'maya',
    type: 'text',
    summary: 'A walk by the sea',
    post_url: 'http://x/post/42',
    state: 'published',
    ...post,
  },
});

test('a post reference is a card linking to the permalink, with its picture, blog and summary', () => {
  render(
    <PostReference
      message={postref(
        { type: 'photo', thumbnail_url: '/m/a_250.jpg', thumbnail_width: 250, thumbnail_height: 250, photo_count: 1 },
        'look!',
      )}
    />,
  );
  expect(screen.getByText('sent a photo post')).toBeInTheDocument();
  const card = screen.getByRole('link', { name: /maya A walk by the sea/ });
  expect(card).toHaveAttribute('href', '/blog/maya/post/42');
  const img = card.querySelector('img');
  expect(img).toHaveAttribute('src', '/m/a_250.jpg');
  expect(img).toHaveAttribute('width', '150');
  expect(screen.getByText('look!')).toBeInTheDocument();
});

test('a post no longer available has no card and no link', () => {
  render(<PostReference message={postref({ state: 'disabled', blog_name: '' })} />);
  expect(screen.getByText("sent a post that's no longer available")).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('every "sent a …" summary of spec 2 §8, gif and photoset derived', () => {
  const people = [{ uuid: 't:bob', name: 'bob' }] as unknown as Parameters<typeof summarizeMessage>[1];
  const line = (post: Partial<NonNullable<Message['post']>>) => summarizeMessage(postref(post), people);
  expect(line({ type: 'photo', photo_count: 1, thumbnail_url: '/a.jpg' })).toBe('bob sent a photo post');
  expect(line({ type: 'photo', photo_count: 3 })).toBe('bob sent a photoset');
  expect(line({ type: 'photo', photo_count: 1, thumbnail_url: '/a.gif' })).toBe('bob sent a GIF');
  expect(line({ type: 'link' })).toBe('bob sent a link');
  expect(line({ type: 'quote' })).toBe('bob sent a quote');
  expect(line({ type: 'audio' })).toBe('bob sent an audio post');
  expect(line({ type: 'video' })).toBe('bob sent a video');
  expect(line({ type: 'chat' })).toBe('bob sent a chat');
  expect(line({ type: 'text' })).toBe('bob sent a post');
  expect(line({ state: 'disabled' })).toBe("bob sent a post that's no longer available");
  const image: Message = {
    conversation_id: 'c1',
    type: 'IMAGE',
    ts: '1',
    participant: 't:zed',
    image: { url: '/p.jpg', width: 1, height: 1 },
  };
  expect(summarizeMessage(image, people)).toBe('Sent a photo');
});
