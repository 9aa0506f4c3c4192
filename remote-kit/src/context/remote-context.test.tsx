import { act, render, renderHook, screen } from '@testing-library/react';
import { createFakeBus, remoteProps } from '../testing';
import { RemoteProvider, useBusEvent, useCurrentBlog, useRemote, useSessionUser } from './remote-context';
import { findBlog } from './find-blog';
import { fakeBlog } from '../testing';

test('useRemote needs a provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderHook(() => useRemote())).toThrow('useRemote needs a RemoteProvider');
  jest.restoreAllMocks();
});

test('useCurrentBlog starts from the session and follows session:current-blog', () => {
  const bus = createFakeBus();
  function Current() {
    return <p>{useCurrentBlog() ?? 'none'}</p>;
  }
  render(
    <RemoteProvider value={remoteProps({ bus })}>
      <Current />
    </RemoteProvider>,
  );
  expect(screen.getByText('alpha')).toBeTruthy();
  act(() => bus.emit('session:current-blog', { name: 'beta' }));
  expect(screen.getByText('beta')).toBeTruthy();
});

test('useSessionUser starts from the session and follows session:user-changed for the same user only', () => {
  const bus = createFakeBus();
  const props = remoteProps({ bus });
  const user = props.session.user!;
  function Sounds() {
    const current = useSessionUser();
    return <p>{current ? `${current.name}: sounds ${current.is_sounds_enabled ? 'on' : 'off'}` : 'visitor'}</p>;
  }
  render(
    <RemoteProvider value={props}>
      <Sounds />
    </RemoteProvider>,
  );
  const before = user.is_sounds_enabled ? 'on' : 'off';
  const after = user.is_sounds_enabled ? 'off' : 'on';
  expect(screen.getByText(`${user.name}: sounds ${before}`)).toBeTruthy();
  act(() => bus.emit('session:user-changed', { user: { ...user, is_sounds_enabled: !user.is_sounds_enabled } }));
  expect(screen.getByText(`${user.name}: sounds ${after}`)).toBeTruthy();
  act(() => bus.emit('session:user-changed', { user: { ...user, name: 'someone-else' } }));
  expect(screen.getByText(`${user.name}: sounds ${after}`)).toBeTruthy();
});

test('useBusEvent calls the latest handler and unsubscribes on unmount', () => {
  const bus = createFakeBus();
  const calls: string[] = [];
  function Listener({ tag }: { tag: string }) {
    useBusEvent('compose:open-fast', () => calls.push(tag));
    return null;
  }
  const props = remoteProps({ bus });
  const view = render(
    <RemoteProvider value={props}>
      <Listener tag="first" />
    </RemoteProvider>,
  );
  view.rerender(
    <RemoteProvider value={props}>
      <Listener tag="second" />
    </RemoteProvider>,
  );
  act(() => bus.emit('compose:open-fast', {}));
  view.unmount();
  bus.emit('compose:open-fast', {});
  expect(calls).toEqual(['second']);
});

test('findBlog falls back to the first blog, then to null', () => {
  const blogs = [fakeBlog('alpha'), fakeBlog('beta')];
  expect(findBlog(blogs, 'beta')?.name).toBe('beta');
  expect(findBlog(blogs, 'gone')?.name).toBe('alpha');
  expect(findBlog([], 'alpha')).toBeNull();
});
