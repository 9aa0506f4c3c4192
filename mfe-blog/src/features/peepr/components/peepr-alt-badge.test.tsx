import '@testing-library/jest-dom';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePost } from '../../../test/fixtures';
import { renderBlog } from '../../../test/render-blog';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

// Issue 13: the ALT badge's popover is drawn on document.body, outside the overlay's panel; its Escape
// closes the popover only, and the overlay stays with focus back on the badge.
it('Escape in an ALT popover inside the blog overlay closes the popover, not the overlay', async () => {
  const user = userEvent.setup();
  const photo = { url: '/p.jpg', width: 10, height: 10, caption: '', alt: 'A red door', alt_sizes: [] };
  const post = fakePost('100', 'bob', { type: 'photo', content: { photos: [photo], layout: '1' } });
  const { bus } = renderBlog({ posts: [post] });
  act(() => bus.emit('blog:open', { name: 'bob' }));
  const overlay = screen.getByRole('dialog', { name: "bob's blog" });
  expect(await within(overlay).findByRole('img', { name: 'A red door' })).toBeInTheDocument();
  const badge = within(overlay).getByRole('button', { name: 'Show alt text' });
  await user.click(badge);
  const popover = await screen.findByRole('dialog', { name: 'Alt text' });
  expect(popover).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Alt text' })).toBeNull();
  expect(screen.getByRole('dialog', { name: "bob's blog" })).toBeInTheDocument();
  expect(badge).toHaveFocus();
});
