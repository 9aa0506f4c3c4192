import { messagingEntry, messagingIconLabel } from './messaging-entry';

const blog = (extra: Partial<{ asks: boolean; can_receive_messages: boolean; is_blocked: boolean }> = {}) => ({
  name: 'bob',
  asks: true,
  can_receive_messages: true,
  is_blocked: false,
  ...extra,
});
const member = { signedIn: true, own: false, canMessage: true };

describe('messagingEntry (spec 3 §2 screen 14)', () => {
  it('offers a popover where the blog takes asks, with "Send a message" only when both sides can message', () => {
    expect(messagingEntry(blog(), member)).toEqual({ kind: 'menu', message: true });
    expect(messagingEntry(blog({ can_receive_messages: false }), member)).toEqual({ kind: 'menu', message: false });
    expect(messagingEntry(blog(), { ...member, canMessage: false })).toEqual({ kind: 'menu', message: false });
  });

  it('opens messaging directly where the blog takes no asks', () => {
    expect(messagingEntry(blog({ asks: false }), member)).toEqual({ kind: 'message' });
    expect(messagingEntry(blog({ asks: false, can_receive_messages: false }), member)).toEqual({ kind: 'hidden' });
    expect(messagingEntry(blog({ asks: false }), { ...member, canMessage: false })).toEqual({ kind: 'hidden' });
  });

  it('is hidden on one’s own blog and on a blocked one', () => {
    expect(messagingEntry(blog(), { ...member, own: true })).toEqual({ kind: 'hidden' });
    expect(messagingEntry(blog({ is_blocked: true }), member)).toEqual({ kind: 'hidden' });
  });

  it('is a link to log in and ask for a visitor, where the blog takes asks', () => {
    const visitor = { signedIn: false, own: false, canMessage: false };
    expect(messagingEntry(blog(), visitor)).toEqual({ kind: 'login', href: '/login?redirect=%2Fblog%2Fbob%2Fask' });
    expect(messagingEntry(blog({ asks: false }), visitor)).toEqual({ kind: 'hidden' });
  });

  it('names the icon after what it does', () => {
    expect(messagingIconLabel('bob', { kind: 'menu', message: true })).toBe('Ask or message bob');
    expect(messagingIconLabel('bob', { kind: 'menu', message: false })).toBe('Ask bob a question');
    expect(messagingIconLabel('bob', { kind: 'message' })).toBe('Send bob a message');
    expect(messagingIconLabel('bob', { kind: 'login', href: '/login' })).toBe('Ask bob a question');
  });
});
