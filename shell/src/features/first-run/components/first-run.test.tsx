import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { API_ROUTES } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeBlog, makeOwnBlog, makeSession } from '../../../test/fixtures';
import { FirstRun } from './first-run';

function setup(postCount: number, blogs = [makeBlog('bob'), makeBlog('cat')]) {
  const session = makeSession();
  const services = createFakeServices({
    session: { ...session, blogs: session.blogs.map((b) => ({ ...b, post_count: postCount })) },
  });
  services.api.on('get', API_ROUTES.suggestedBlogs, () => ({ blogs }));
  renderWithServices(<FirstRun />, services);
  return services;
}

test('a new blog is offered its first post, and blogs to follow with Follow through the blog remote', async () => {
  const services = setup(0);
  expect(screen.getByRole('link', { name: 'Write your first post' })).toHaveAttribute('href', '/new/text');
  const list = await screen.findByRole('list');
  expect(within(list).getByRole('link', { name: 'bob' })).toHaveAttribute('href', '/blog/bob');
  fireEvent.click(within(list).getByRole('button', { name: 'Follow bob' }));
  expect(services.bus.payloads('blog:follow')).toEqual([{ name: 'bob', follow: true, source: 'first-run' }]);
  act(() => services.bus.emit('blog:follow-changed', { name: 'bob', following: true }));
  expect(within(list).getByRole('button', { name: 'Unfollow bob' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Blogs to follow' })).toBeInTheDocument();
});

test('a blog with posts gets the suggestions only', async () => {
  setup(3);
  await screen.findByRole('list');
  expect(screen.queryByRole('link', { name: 'Write your first post' })).not.toBeInTheDocument();
});

test('renders nothing when there are no suggestions and the blog has posts', async () => {
  const { container } = (() => {
    const session = makeSession({ blogs: [makeOwnBlog('alice', { post_count: 2, is_primary: true })], current_blog: 'alice' });
    const services = createFakeServices({ session });
    services.api.on('get', API_ROUTES.suggestedBlogs, () => ({ blogs: [] }));
    return renderWithServices(<FirstRun />, services);
  })();
  await act(async () => {
    await Promise.resolve();
  });
  expect(container).toBeEmptyDOMElement();
});
