import '@testing-library/jest-dom';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@dash/shared-contracts';
import { emptyVideo, validateVideo } from '../../audio-video';
import { fakePost, renderCompose } from '../../../test/render-compose';
import { fakeFetch } from '../../../test/compose-api';

// The first opening compiles the form's lazy chunk (and Quill); a busy machine needs more than 1 s.
const SLOW = { timeout: 5000 };
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

const post = () => screen.getByRole('button', { name: 'Post' });

describe('photo, audio and video forms (MEDIA fields inside the form)', () => {
  it('photo: MEDIA validates before sending, then its payload entries go with the caption', async () => {
    const user = userEvent.setup();
    const { server } = renderCompose({ path: '/new/photo' });
    await screen.findByRole('dialog', { name: 'New photo post' }, SLOW);
    expect(screen.getByLabelText('Caption')).toBeInTheDocument();
    await user.click(post());
    expect(screen.getByRole('alert')).toHaveTextContent('No photos specified.');
    expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Photo URL' }), 'https://example.com/cat.jpg');
    await user.click(screen.getByRole('button', { name: 'Add photo URL' }));
    await screen.findByRole('button', { name: 'Remove photo 1' });
    await waitFor(async () => {
      await user.click(post());
      expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1);
    });
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({
      'post[type]': 'photo',
      'images[o1]': 'https://example.com/cat.jpg',
      'post[photoset_order]': 'o1',
      'is_rich_text[two]': '1',
    });
  });

  it('photo edit: reopens the photos and sends MEDIA payload entries with the caption', async () => {
    const user = userEvent.setup();
    const photo = { url: '/media/p1.jpg', width: 400, height: 300, caption: 'one', alt: 'A pier', alt_sizes: [] };
    const edited = fakePost({ type: 'photo', content: { photos: [photo], layout: '1', caption: '<p>Cap</p>' } });
    const fetched = fakeFetch({ post: edited });
    fetched.form = { ...fetched.form, 'post[type]': 'photo', 'post[one]': '', 'post[two]': '<p>Cap</p>' };
    const { server } = renderCompose({ path: '/edit/101', answers: { fetch: fetched } });
    await screen.findByRole('dialog', { name: 'Edit photo post' }, SLOW);
    await user.click(post());
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({
      'post[type]': 'photo',
      'post[two]': '<p>Cap</p>',
      'images[o1]': '/media/p1.jpg',
      'caption[o1]': 'one',
      'alt[o1]': 'A pier',
      'post[photoset_order]': 'o1',
      edit_post_id: '101',
    });
  });

  it('audio: the spec message without a source, then post[three] for a URL', async () => {
    const user = userEvent.setup();
    const { server } = renderCompose({ path: '/new/audio' });
    await screen.findByRole('dialog', { name: 'New audio post' }, SLOW);
    await user.click(post());
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an audio source before continuing.');
    await user.type(screen.getByRole('textbox', { name: 'Audio URL' }), 'https://example.com/song.mp3');
    await user.click(post());
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({
      'post[type]': 'audio',
      'post[three]': 'https://example.com/song.mp3',
      'is_rich_text[two]': '1',
    });
  });

  it('video: says what MEDIA says about an empty video', async () => {
    const user = userEvent.setup();
    const { server } = renderCompose({ path: '/new/video' });
    await screen.findByRole('dialog', { name: 'New video post' }, SLOW);
    await user.click(post());
    expect(screen.getByRole('alert')).toHaveTextContent(validateVideo(emptyVideo)!);
    expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(0);
  });
});
