import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { API_ROUTES } from '@dash/shared-contracts';
import { PostCard } from '@dash/post-kit';
import { createFakeServices, renderWithServices } from '../test/fake-services';
import { makePost } from '../test/fixtures';

// The shell's post-card host (post-card-host.tsx): its services behind @dash/post-kit's card.
describe('ShellPostCardHost', () => {
  it('counts a like on the session at once, with the like source of the current page', async () => {
    const services = createFakeServices({ path: '/tagged/cats' });
    services.api.on('post', API_ROUTES.like, () => ({}));
    renderWithServices(<PostCard post={makePost({ id: '7' })} position={1} />, services);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Like' })));
    expect(services.api.calls[0]?.options?.form).toMatchObject({ id: '7', source: 'tagged' });
    expect(services.session.get().user?.liked_post_count).toBe(1235);
    expect(services.bus.payloads('session:counts-changed')).toEqual([]);
  });

  it('follows tag links with the router, without a page load', () => {
    const { services } = renderWithServices(<PostCard post={makePost({ tags: ['big news'] })} position={1} />);
    fireEvent.click(screen.getByRole('link', { name: '#big news' }));
    expect(services.navigations).toEqual(['/tagged/big%20news']);
  });
});
