import { askEntry, askLoginUrl } from './ask-entry';

const blog = (extra: Partial<{ name: string; asks: boolean; is_mine: boolean; is_blocked: boolean }> = {}) => ({
  name: 'bob',
  asks: true,
  is_mine: false,
  is_blocked: false,
  ...extra,
});
const member = { signedIn: true, ownBlogs: ['alpha', 'beta'] };

describe('askEntry', () => {
  it('opens the form for a member asking a blog that takes asks', () => {
    expect(askEntry(blog(), member)).toEqual({ kind: 'open' });
  });

  it('sends a visitor to log in and back to the ask page', () => {
    expect(askEntry(blog(), { signedIn: false, ownBlogs: [] })).toEqual({
      kind: 'login',
      url: '/login?redirect=%2Fblog%2Fbob%2Fask',
    });
    expect(askLoginUrl('a b')).toBe('/login?redirect=%2Fblog%2Fa%2520b%2Fask');
  });

  it('refuses one’s own blogs, blogs without asks and blocked blogs', () => {
    expect(askEntry(blog({ name: 'beta' }), member)).toEqual({
      kind: 'refused',
      message: "You can't ask your own blog a question.",
    });
    expect(askEntry(blog({ is_mine: true }), member)).toMatchObject({ kind: 'refused' });
    expect(askEntry(blog({ asks: false }), member)).toEqual({ kind: 'refused', message: "bob isn't taking questions." });
    expect(askEntry(blog({ is_blocked: true }), member)).toEqual({
      kind: 'refused',
      message: "You've blocked bob. Unblock them to ask them anything.",
    });
  });
});
