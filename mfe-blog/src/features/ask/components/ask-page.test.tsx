import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderBlog } from '../../../test/render-blog';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

// /blog/{name}/ask: the shell sends `blog:ask` and swaps the address for /blog/{name} (shell
// app/ask-route.tsx). The peepr opens from the address, the form over it.
describe('the ask page address', () => {
  it("opens the form over the blog's page (the shell's, not the panel); Escape closes the form", async () => {
    const { bus } = renderBlog({ path: '/tagged/cats' });
    act(() => bus.emit('route:changed', { path: '/blog/bob/ask', search: '' }));
    act(() => bus.emit('blog:ask', { name: 'bob' }));
    act(() => bus.emit('route:changed', { path: '/blog/bob', search: '' }));
    const form = await screen.findByRole('dialog', { name: 'Ask me anything' });
    expect(screen.queryByRole('dialog', { name: "bob's blog" })).toBeNull();
    fireEvent.keyDown(form, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Ask me anything' })).toBeNull();
  });
});
