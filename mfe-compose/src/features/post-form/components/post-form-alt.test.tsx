import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBlog, fakeSession } from '@dash/remote-kit/src/testing';
import { ALT_TEXT, API_ROUTES } from '@dash/shared-contracts';
import { installQuillJsdomShims } from '../../editor/testing/jsdom-quill';
import { fakePost, renderCompose } from '../../../test/render-compose';
import { fakeFetch } from '../../../test/compose-api';

// Issue 13: alt text in the post form (photos, inline images) and the reminder once per form.
installQuillJsdomShims();
const SLOW = { timeout: 5000 };
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

const post = () => screen.getByRole('button', { name: 'Post' });
const reminder = () => screen.queryByRole('alertdialog', { name: ALT_TEXT.reminder });
const session = (user: Parameters<typeof fakeSession>[1] = {}) =>
  fakeSession({ blogs: [fakeBlog('alice', { is_primary: true })] }, user);

/** A new photo post with one photo added by URL, complete (the URL is sent for the server to fetch). */
async function photoForm(options: Parameters<typeof renderCompose>[0] = {}) {
  const user = userEvent.setup();
  const view = renderCompose({ path: '/new/photo', ...options });
  await screen.findByRole('dialog', { name: 'New photo post' }, SLOW);
  await user.type(screen.getByRole('textbox', { name: 'Photo URL' }), 'https://example.com/cat.jpg');
  await user.click(screen.getByRole('button', { name: 'Add photo URL' }));
  await screen.findByRole('textbox', { name: 'Alt text for photo 1' });
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  return { ...view, user };
}

describe('alt text in the post form (issue 13)', () => {
  it('sends the photo alt text as alt[<key>] beside images and caption, without a reminder', async () => {
    const { user, server } = await photoForm();
    await user.type(screen.getByRole('textbox', { name: 'Alt text for photo 1' }), 'A ginger cat on a windowsill');
    await user.type(screen.getByRole('textbox', { name: 'Caption for photo 1' }), 'Sunday');
    await user.click(post());
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(reminder()).toBeNull();
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({
      'images[o1]': 'https://example.com/cat.jpg',
      'caption[o1]': 'Sunday',
      'alt[o1]': 'A ginger cat on a windowsill',
    });
  });

  it('reminds once: the first press asks, the second press posts as is', async () => {
    const { user, server } = await photoForm();
    await user.click(post());
    expect(reminder()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Post anyway' })).toBeInTheDocument();
    expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(0);
    await user.click(post());
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({ 'images[o1]': 'https://example.com/cat.jpg', 'alt[o1]': '' });
  });

  it('"Post anyway" posts as is', async () => {
    const { user, server } = await photoForm();
    await user.click(post());
    await user.click(screen.getByRole('button', { name: 'Post anyway' }));
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({ 'alt[o1]': '' });
  });

  it('"Add" focuses the first empty alt field; the next press posts without asking again', async () => {
    const { user, server } = await photoForm();
    await user.click(post());
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(reminder()).toBeNull();
    const field = screen.getByRole('textbox', { name: 'Alt text for photo 1' });
    expect(field).toHaveFocus();
    await user.keyboard('Two cats');
    await user.click(post());
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(reminder()).toBeNull();
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({ 'alt[o1]': 'Two cats' });
  });

  it('is not shown when the user turned it off, also when that changes while the form is open', async () => {
    const { user, server, bus } = await photoForm({ session: session({ alt_text_reminder: true }) });
    const off = { ...session().user!, alt_text_reminder: false };
    act(() => bus.emit('session:user-changed', { user: off }));
    await user.click(post());
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(reminder()).toBeNull();
  });

  it('refuses to post while an alt text is past 1,000 characters, keeping every character', async () => {
    const { user, server } = await photoForm();
    const field = screen.getByRole('textbox', { name: 'Alt text for photo 1' });
    fireEvent.change(field, { target: { value: 'q'.repeat(1001) } });
    await user.click(post());
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(ALT_TEXT.tooLong);
    expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(0);
    expect(field).toHaveValue('q'.repeat(1001));
    expect(reminder()).toBeNull();
  });

  it('prefills the alt text of an edited photo post and sends it back', async () => {
    const user = userEvent.setup();
    const photo = { url: '/media/p1.jpg', width: 400, height: 300, caption: 'one', alt: 'A lighthouse at dusk', alt_sizes: [] };
    const edited = fakePost({ type: 'photo', content: { photos: [photo], layout: '1', caption: '' } });
    const fetched = fakeFetch({ post: edited });
    fetched.form = { ...fetched.form, 'post[type]': 'photo', 'post[one]': '', 'post[two]': '' };
    const { server } = renderCompose({ path: '/edit/101', answers: { fetch: fetched } });
    await screen.findByRole('dialog', { name: 'Edit photo post' }, SLOW);
    expect(await screen.findByRole('textbox', { name: 'Alt text for photo 1' }, SLOW)).toHaveValue('A lighthouse at dusk');
    await user.click(post());
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({
      'images[o1]': '/media/p1.jpg',
      'alt[o1]': 'A lighthouse at dusk',
    });
  });

  it('reminds about an inline image without alt text; "Add" opens that image\'s alt field', async () => {
    const user = userEvent.setup();
    const body = '<p>Look<img src="https://x.test/a.jpg" alt="Described"><img src="https://x.test/b.jpg"></p>';
    const edited = fakePost({ content: { title: 'Pictures', body } });
    const { server } = renderCompose({ path: '/edit/101', answers: { fetch: fakeFetch({ post: edited }) } });
    await screen.findByRole('dialog', { name: 'Edit text post' }, SLOW);
    await screen.findByRole('button', { name: 'Add alt text to image 2' }, SLOW);
    await user.click(post());
    expect(reminder()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const field = screen.getByRole('textbox', { name: 'Alt text for image 2' });
    expect(field).toHaveFocus();
    await user.keyboard('A bar chart');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(post());
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]?.['post[two]']).toBe(
      '<p>Look<img src="https://x.test/a.jpg" alt="Described"><img src="https://x.test/b.jpg" alt="A bar chart"></p>',
    );
  });

  it('does not remind for a reblog without new images', async () => {
    const user = userEvent.setup();
    const photo = { url: '/media/p1.jpg', width: 400, height: 300, caption: '', alt_sizes: [] };
    const original = fakePost({ id: '7', is_mine: false, type: 'photo', content: { photos: [photo], layout: '1' } });
    const { server } = renderCompose({
      path: '/reblog/7/key',
      answers: { fetch: fakeFetch({ post: original, mode: 'reblog' }) },
    });
    await screen.findByRole('dialog', { name: /^Reblog/ }, SLOW);
    await user.click(post());
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(reminder()).toBeNull();
  });
});
