import { act, renderHook } from '@testing-library/react';
import { createFakeProps, fakeSession } from '@dash/remote-kit/src/testing';
import { PostCardHostProvider, useHostSession, useLoggedIn } from './post-card-host';
import { remotePostCardHost } from './remote-host';

describe('remotePostCardHost', () => {
  it('reports counts to the shell as the session:counts-changed fact', () => {
    const { props, bus } = createFakeProps();
    remotePostCardHost(props).applyCounts({ counts: { post_count: 4 } });
    expect(bus.payloads('session:counts-changed')).toEqual([{ counts: { post_count: 4 } }]);
  });

  it('derives the action source from the route the shell announced, unless told another path', () => {
    const { props, bus } = createFakeProps({ path: '/tagged/cats' });
    const host = remotePostCardHost(props);
    expect(host.pathname()).toBe('/tagged/cats');
    bus.emit('route:changed', { path: '/likes', search: '' });
    expect(host.pathname()).toBe('/likes');
    expect(remotePostCardHost(props, { pathname: () => '/blog/bob' }).pathname()).toBe('/blog/bob');
  });

  it('navigates with the mount props unless told otherwise, and is on the page by default', () => {
    const { props, navigate } = createFakeProps();
    const host = remotePostCardHost(props);
    host.navigate('/tagged/x');
    expect(navigate).toHaveBeenCalledWith('/tagged/x');
    expect(host.surface).toBe('page');
    expect(remotePostCardHost(props, { surface: 'blog-overlay' }).surface).toBe('blog-overlay');
  });

  it('follows the session facts while read: logout, the same user’s new fields, the current blog', () => {
    const { props, bus } = createFakeProps({ session: fakeSession() });
    const host = remotePostCardHost(props);
    const { result, unmount } = renderHook(() => ({ session: useHostSession(), loggedIn: useLoggedIn() }), {
      wrapper: ({ children }) => <PostCardHostProvider host={host}>{children}</PostCardHostProvider>,
    });
    expect(result.current.loggedIn).toBe(true);
    const user = props.session.user!;
    act(() => bus.emit('session:user-changed', { user: { ...user, liked_post_count: 9 } }));
    expect(result.current.session.user?.liked_post_count).toBe(9);
    act(() => bus.emit('session:user-changed', { user: { ...user, name: 'someone-else' } }));
    expect(result.current.session.user?.name).toBe(user.name);
    act(() => bus.emit('session:current-blog', { name: 'beta' }));
    expect(result.current.session.current_blog).toBe('beta');
    act(() => bus.emit('session:logged-out', {}));
    expect(result.current.loggedIn).toBe(false);
    unmount();
  });
});
