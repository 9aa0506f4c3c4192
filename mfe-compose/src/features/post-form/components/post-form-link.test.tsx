import '@testing-library/jest-dom';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@dash/shared-contracts';
import { renderCompose } from '../../../test/render-compose';

// The first opening compiles the form's lazy chunk (and Quill); a busy machine needs more than 1 s.
const SLOW = { timeout: 5000 };
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

const page = {
  url: 'https://example.com/a',
  title: 'Page title',
  excerpt: 'What it says',
  author: 'Ann',
  thumbnail: 'https://example.com/t.png',
};

describe('link form with OpenGraph (MEDIA useOpenGraph)', () => {
  it('pre-fills what the user has not typed, and says "Loading OpenGraph data." while it loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { server } = renderCompose({
      path: '/new/link',
      answers: { openGraph: async () => (await answered, page) },
    });
    await screen.findByRole('dialog', { name: 'New link post' }, SLOW);
    await user.type(screen.getByLabelText('Title'), 'My title');
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'https://example.com/a' } });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading OpenGraph data.');
    expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(0);

    release();
    await waitFor(() => expect(screen.getByLabelText('Author')).toHaveValue('Ann'));
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
    expect(screen.getByLabelText('Excerpt')).toHaveValue('What it says');
    expect(screen.getByRole('img', { name: 'Link thumbnail' })).toHaveAttribute('src', 'https://example.com/t.png');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({
      'post[type]': 'link',
      'post[one]': 'My title',
      'post[two]': 'https://example.com/a',
      excerpt: 'What it says',
      author: 'Ann',
      thumbnail: 'https://example.com/t.png',
    });
  });

  it('lets the user remove the thumbnail', async () => {
    const user = userEvent.setup();
    const { server } = renderCompose({ path: '/new/link', answers: { openGraph: page } });
    await screen.findByRole('dialog', { name: 'New link post' }, SLOW);
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'https://example.com/a' } });
    await user.click(await screen.findByRole('button', { name: 'Remove thumbnail' }));
    expect(screen.queryByRole('img', { name: 'Link thumbnail' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]).not.toHaveProperty('thumbnail');
  });
});
