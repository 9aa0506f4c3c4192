import '@testing-library/jest-dom';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { API_ROUTES } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeProps } from '@dash/remote-kit/src/testing';
import { answerDialogs } from '../../../test/command-fakes';
import { RelationshipProvider } from './relationship-provider';

afterEach(cleanup);

function mount(fake = createFakeProps()) {
  const view = render(
    <RemoteProvider value={fake.props}>
      <RelationshipProvider>
        <p>child</p>
      </RelationshipProvider>
    </RemoteProvider>,
  );
  return { ...fake, view };
}

describe('RelationshipProvider', () => {
  it('answers commands sent before the remote mounted', async () => {
    const fake = createFakeProps();
    fake.api.post.mockResolvedValue({});
    fake.bus.emit('blog:follow', { name: 'bob', follow: true, source: 'post_header' });
    mount(fake);
    expect(fake.payloads('blog:follow-changed')).toEqual([{ name: 'bob', following: true }]);
    await waitFor(() =>
      expect(fake.api.post).toHaveBeenCalledWith(API_ROUTES.follow, {
        form: { tumblelog: 'bob', source: 'post_header', context: '/dashboard' },
      }),
    );
  });

  it('runs blog:follow unfollow with confirmation, blog:subscribe and blog:block from the bus', async () => {
    const { bus, api, payloads } = mount();
    const asked = answerDialogs(bus, 'confirm', 'confirm');
    api.post.mockResolvedValue({ blocked: true, tumblelog: 'alpha', blocked_tumblelog: 'carol' });
    api.delete.mockResolvedValue({});
    act(() => bus.emit('blog:follow', { name: 'bob', follow: false }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(API_ROUTES.unfollow, expect.anything()));
    act(() => bus.emit('blog:subscribe', { name: 'bob', subscribe: true }));
    await waitFor(() => expect(payloads('toast:show')).toEqual([{ message: 'Follow bob to subscribe.', tone: 'info' }]));
    act(() => bus.emit('blog:block', { name: 'carol', postId: '7' }));
    await waitFor(() => expect(payloads('blog:blocked')).toEqual([{ name: 'carol', blocked: true }]));
    expect(asked.map((d) => d.title)).toEqual(['Unfollow bob?', 'Are you sure you want to block carol from alpha?']);
  });

  it('treats the user as anonymous after session:logged-out (no calls, no dialog)', async () => {
    const { bus, api } = mount();
    act(() => bus.emit('session:logged-out', {}));
    act(() => bus.emit('blog:block', { name: 'carol' }));
    expect(bus.payloads('toast:show')).toEqual([{ message: 'Log in to block blogs.', tone: 'error' }]);
    expect(bus.payloads('dialog:open')).toEqual([]);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('stops answering once unmounted', () => {
    const { bus, api, view } = mount();
    view.unmount();
    bus.emit('blog:follow', { name: 'bob', follow: true });
    expect(api.post).not.toHaveBeenCalled();
  });
});
