import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { API_ROUTES } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { blogPostsAnswer, makeOwnBlog, makeSession, makeUser } from '../../../test/fixtures';
import { BlogPage } from '../../blog-page';
import { CurrentBlogSuspendedNotice } from '..';
import { SUSPENDED_OTHER_BLOG, SUSPENDED_OWN_BLOG, suspendedCurrentBlog } from '../lib/suspended-text';

beforeAll(() => {
  window.scrollTo = jest.fn();
});

const OFF = { spam: false, nsfw: false, adult: false, uniblock: false, suspended: false };
const adminSession = () => makeSession({ user: { ...makeUser(), is_admin: true } });

describe("the blog page's Moderation button", () => {
  it('is offered to an admin (loaded on demand) and asks the blog remote for its panel', async () => {
    const services = createFakeServices({ session: adminSession() });
    services.api.on('get', API_ROUTES.blogPosts, () => blogPostsAnswer('bob'));
    renderWithServices(<BlogPage name="bob" />, services);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Bob the blog' })).closest('header') as HTMLElement;
    fireEvent.click(await within(header).findByRole('button', { name: 'Moderation' }));
    expect(services.bus.payloads('blog:moderate')).toEqual([{ name: 'bob' }]);
  });

  it("is there on an admin's own blog too, and never for anyone else", async () => {
    const admin = createFakeServices({ session: adminSession() });
    admin.api.on('get', API_ROUTES.blogPosts, () => blogPostsAnswer('alice', { is_mine: true }));
    const { unmount } = renderWithServices(<BlogPage name="alice" />, admin);
    expect(await screen.findByRole('button', { name: 'Moderation' })).toBeInTheDocument();
    unmount();
    const member = createFakeServices();
    member.api.on('get', API_ROUTES.blogPosts, () => blogPostsAnswer('bob'));
    renderWithServices(<BlogPage name="bob" />, member);
    await screen.findByRole('heading', { level: 1, name: 'Bob the blog' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('button', { name: 'Moderation' })).toBeNull();
  });
});

describe('the suspended notices', () => {
  it("tell a suspended blog's owner on its page, and follow the admin's changes", async () => {
    const services = createFakeServices();
    services.api.on('get', API_ROUTES.blogPosts, () => blogPostsAnswer('alice', { is_mine: true, is_suspended: true }));
    renderWithServices(<BlogPage name="alice" />, services);
    expect(await screen.findByRole('note')).toHaveTextContent(SUSPENDED_OWN_BLOG);
    act(() => services.bus.emit('blog:moderation-changed', { name: 'alice', moderation: OFF }));
    expect(screen.queryByRole('note')).toBeNull();
    act(() => services.bus.emit('blog:moderation-changed', { name: 'alice', moderation: { ...OFF, suspended: true } }));
    expect(screen.getByRole('note')).toBeInTheDocument();
  });

  it('tell an admin reading a suspended blog; nothing on a blog that is not suspended', async () => {
    const services = createFakeServices({ session: adminSession() });
    services.api.on('get', API_ROUTES.blogPosts, () => blogPostsAnswer('bob', { is_suspended: true }));
    const { unmount } = renderWithServices(<BlogPage name="bob" />, services);
    expect(await screen.findByRole('note')).toHaveTextContent(SUSPENDED_OTHER_BLOG);
    unmount();
    const plain = createFakeServices();
    plain.api.on('get', API_ROUTES.blogPosts, () => blogPostsAnswer('bob'));
    renderWithServices(<BlogPage name="bob" />, plain);
    await screen.findByRole('heading', { level: 1, name: 'Bob the blog' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('tell the owner on the dashboard when the acting blog is suspended', () => {
    const suspended = createFakeServices({
      session: makeSession({ blogs: [makeOwnBlog('alice', { is_primary: true, is_suspended: true }), makeOwnBlog('other')] }),
    });
    const { unmount } = renderWithServices(<CurrentBlogSuspendedNotice />, suspended);
    expect(screen.getByRole('note')).toHaveTextContent(suspendedCurrentBlog('alice'));
    unmount();
    const fine = createFakeServices();
    const view = renderWithServices(<CurrentBlogSuspendedNotice />, fine);
    expect(view.container).toBeEmptyDOMElement();
  });
});
