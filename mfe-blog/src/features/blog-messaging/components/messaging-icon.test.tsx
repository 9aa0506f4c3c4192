import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Blog, Session } from '@dash/shared-contracts';
import { fakeBlog, fakeSession } from '@dash/remote-kit/src/testing';
import { fakeBlogEntity } from '../../../test/fixtures';
import { renderBlog } from '../../../test/render-blog';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

/** bob's peepr, its header loaded. */
async function openPeepr(extra: Partial<Blog> = {}, session?: Session) {
  const view = renderBlog({ blog: fakeBlogEntity('bob', extra), session });
  act(() => view.bus.emit('blog:open', { name: 'bob' }));
  await screen.findByRole('heading', { name: "bob's place" });
  return { ...view, peepr: screen.getByRole('dialog', { name: "bob's blog" }) };
}

describe('the blog messaging icon (spec 3 §2 screen 14)', () => {
  it('opens a popover with "Ask a question" and "Send a message" where the blog takes asks', async () => {
    const user = userEvent.setup();
    const { peepr, payloads } = await openPeepr();
    const icon = within(peepr).getByRole('button', { name: 'Ask or message bob' });
    expect(icon).toHaveAttribute('aria-expanded', 'false');
    await user.click(icon);
    expect(icon).toHaveAttribute('aria-expanded', 'true');
    const popover = screen.getByRole('dialog', { name: 'Ask or message bob' });
    expect(within(popover).getByRole('link', { name: 'Ask a question' })).toHaveAttribute('href', '/blog/bob/ask');
    await user.click(within(popover).getByRole('button', { name: 'Send a message' }));
    expect(payloads('messaging:open')).toEqual([{ name: 'bob', context: 'blog-network' }]);
    expect(screen.queryByRole('dialog', { name: 'Ask or message bob' })).toBeNull();
    expect(screen.getByRole('dialog', { name: "bob's blog" })).toBeInTheDocument();
  });

  it('"Ask a question" opens the ask form from the loaded header; closing gives focus back to the icon', async () => {
    const user = userEvent.setup();
    const { peepr, api } = await openPeepr({ anonymous_asks: true });
    const headerCalls = api.get.mock.calls.length;
    const icon = within(peepr).getByRole('button', { name: 'Ask or message bob' });
    await user.click(icon);
    await user.click(screen.getByRole('link', { name: 'Ask a question' }));
    const form = screen.getByRole('dialog', { name: 'Ask me anything' });
    expect(within(form).getByRole('textbox')).toHaveFocus();
    expect(within(form).getByRole('checkbox', { name: 'Ask anonymously' })).toBeInTheDocument();
    expect(api.get.mock.calls.length).toBe(headerCalls);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Ask me anything' })).toBeNull();
    // Escape in the form closes only the form: the peepr stays.
    expect(screen.getByRole('dialog', { name: "bob's blog" })).toBeInTheDocument();
    expect(icon).toHaveFocus();
  });

  it('keeps Escape and Tab in the popover (the peepr around it stays open)', async () => {
    const user = userEvent.setup();
    const { peepr } = await openPeepr();
    const icon = within(peepr).getByRole('button', { name: 'Ask or message bob' });
    await user.click(icon);
    const popover = screen.getByRole('dialog', { name: 'Ask or message bob' });
    const ask = within(popover).getByRole('link', { name: 'Ask a question' });
    const message = within(popover).getByRole('button', { name: 'Send a message' });
    await user.tab();
    expect(ask).toHaveFocus();
    await user.tab();
    expect(message).toHaveFocus();
    await user.tab();
    expect(ask).toHaveFocus();
    await user.tab({ shift: true });
    expect(message).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Ask or message bob' })).toBeNull();
    expect(screen.getByRole('dialog', { name: "bob's blog" })).toBeInTheDocument();
    expect(icon).toHaveFocus();
  });

  it('offers only "Ask a question" when messaging is not possible', async () => {
    const user = userEvent.setup();
    const { peepr } = await openPeepr({ can_receive_messages: false });
    await user.click(within(peepr).getByRole('button', { name: 'Ask bob a question' }));
    const popover = screen.getByRole('dialog', { name: 'Ask bob a question' });
    expect(within(popover).getByRole('link', { name: 'Ask a question' })).toBeInTheDocument();
    expect(within(popover).queryByRole('button', { name: 'Send a message' })).toBeNull();
    cleanup();
    document.body.innerHTML = '';
    const cannot = await openPeepr({}, fakeSession({ blogs: [fakeBlog('alpha', { can_send_messages: false })] }));
    expect(within(cannot.peepr).getByRole('button', { name: 'Ask bob a question' })).toBeInTheDocument();
  });

  it('opens messaging directly where the blog takes no asks', async () => {
    const { peepr, payloads } = await openPeepr({ asks: false });
    fireEvent.click(within(peepr).getByRole('button', { name: 'Send bob a message' }));
    expect(payloads('messaging:open')).toEqual([{ name: 'bob', context: 'blog-network' }]);
    expect(screen.queryByRole('dialog', { name: 'Send bob a message' })).toBeNull();
  });

  it('is hidden where there is nothing to do, on one’s own blog and on a blocked blog', async () => {
    const none = await openPeepr({ asks: false, can_receive_messages: false });
    expect(within(none.peepr).queryByRole('button', { name: /message|question/ })).toBeNull();
    cleanup();
    const own = await openPeepr({ is_mine: true });
    expect(within(own.peepr).queryByRole('button', { name: /message|question/ })).toBeNull();
    cleanup();
    const blocked = await openPeepr({ is_blocked: true });
    expect(within(blocked.peepr).queryByRole('button', { name: /message|question/ })).toBeNull();
  });

  it('is a link to log in and ask for a visitor', async () => {
    const user = userEvent.setup();
    const visitor = fakeSession({ logged_in: false, user: null, blogs: [], current_blog: null });
    const { peepr, navigate } = await openPeepr({}, visitor);
    const link = within(peepr).getByRole('link', { name: 'Ask bob a question' });
    expect(link).toHaveAttribute('href', '/login?redirect=%2Fblog%2Fbob%2Fask');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fblog%2Fbob%2Fask');
    cleanup();
    const noAsks = await openPeepr({ asks: false }, visitor);
    expect(within(noAsks.peepr).queryByRole('link', { name: /question/ })).toBeNull();
  });
});
