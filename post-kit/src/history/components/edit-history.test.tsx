import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ROUTES, ApiError, type PostVersionsResponse } from '@dash/shared-contracts';
import { PostCard } from '../../card';
import { ReblogTrail } from '../../trail';
import { blogRef, makePost, reblogOfReblogOfPhoto, renderWithHost } from '../../testing';

const NOW = Math.floor(Date.now() / 1000);
const edited = makePost({ id: '7', blog: blogRef('maya-draws'), edited_at: NOW - 2 * 3600, version_count: 2, tags: ['art'] });
const photo = (url: string, alt = '') => ({ url, width: 10, height: 10, caption: '', alt, alt_sizes: [] });

const list = (canDelete: boolean, versions = 2): PostVersionsResponse => ({
  post_id: '7',
  current: {
    timestamp: NOW - 2 * 3600,
    content: { title: 'Final', body: '<p>The newest words</p>', photos: [photo('/new.jpg', 'A red fox')] },
    tags: ['art', 'fox'],
  },
  versions: [
    {
      id: '12',
      timestamp: NOW - 5 * 3600,
      replaced_at: NOW - 2 * 3600,
      content: { title: 'Final', body: '<p>The newer words</p>', photos: [photo('/old.jpg', 'A blue bird')] },
      tags: ['art'],
    },
    {
      id: '11',
      timestamp: NOW - 9 * 3600,
      replaced_at: NOW - 5 * 3600,
      content: { title: 'Draft title', body: '<p>The newer words</p>', photos: [photo('/old.jpg', 'A blue bird')] },
      tags: ['art'],
    },
  ].slice(0, versions),
  can_delete: canDelete,
});

const editedButton = () => screen.getByRole('button', { name: /^Edited/ });
const openHistory = async () => {
  fireEvent.click(editedButton());
  const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
  await within(dialog).findByRole('list', { name: 'Earlier versions, newest first' });
  return dialog;
};

describe('the "Edited" mark', () => {
  it('shows "Edited" with how long ago, the full date as its title, only on edited posts', () => {
    renderWithHost(<PostCard post={edited} position={1} />);
    const button = editedButton();
    expect(button).toHaveAccessibleName('Edited 2 hours ago');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    const time = button.querySelector('time');
    expect(time).toHaveAttribute('datetime', new Date((NOW - 7200) * 1000).toISOString());
    expect(time?.getAttribute('title')).toContain(String(new Date((NOW - 7200) * 1000).getFullYear()));
  });

  it('is absent from posts never edited (and from older servers’ answers)', () => {
    renderWithHost(<PostCard post={makePost({ id: '8', edited_at: null })} position={1} />);
    expect(screen.queryByRole('button', { name: /^Edited/ })).not.toBeInTheDocument();
  });
});

describe('the edit history dialog', () => {
  it('lists the versions newest first with the words removed and added, media before and after, tags', async () => {
    const { api } = renderWithHost(<PostCard post={edited} position={1} />);
    api.get.mockResolvedValue(list(false));
    const dialog = await openHistory();
    expect(api.get).toHaveBeenCalledWith(API_ROUTES.postVersions, expect.objectContaining({ query: { post_id: '7' } }));
    const items = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('pk-history__version'));
    expect(items).toHaveLength(2);
    const [newest, oldest] = items as [HTMLElement, HTMLElement];
    // The newest earlier version, against the post now: "newer" removed, "newest" added.
    expect(newest.querySelector('del')).toHaveTextContent('removed: newer');
    expect(newest.querySelector('ins')).toHaveTextContent('added: newest');
    expect(within(newest).getByRole('list', { name: 'Media before' })).toContainElement(
      within(newest).getByRole('img', { name: 'A blue bird' }),
    );
    expect(within(newest).getByRole('list', { name: 'Media after' })).toContainElement(
      within(newest).getByRole('img', { name: 'A red fox' }),
    );
    expect(within(newest).getByText('#fox').closest('ins')).not.toBeNull();
    // The oldest against the one after it: only the title changed.
    expect(oldest.querySelector('del')).toHaveTextContent('Draft title');
    expect(oldest.querySelector('ins')).toHaveTextContent('Final');
    expect(within(dialog).queryByRole('button', { name: 'Delete this version' })).not.toBeInTheDocument();
  });

  it('takes focus, keeps Tab inside, closes on Escape and gives focus back to "Edited"', async () => {
    const { api } = renderWithHost(<PostCard post={edited} position={1} />);
    api.get.mockResolvedValue(list(true));
    editedButton().focus();
    const dialog = await openHistory();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    const deletes = within(dialog).getAllByRole('button', { name: 'Delete this version' });
    deletes.at(-1)!.focus();
    fireEvent.keyDown(deletes.at(-1)!, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(deletes.at(-1)).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editedButton()).toHaveFocus();
  });

  it('lets the owner delete a version after confirming, and shows the list the server answers', async () => {
    const { api, bus } = renderWithHost(<PostCard post={edited} position={1} />);
    api.get.mockResolvedValue(list(true));
    const asked: unknown[] = [];
    let answer: 'confirm' | 'cancel' = 'cancel';
    bus.on('dialog:open', (request) => {
      asked.push(request);
      queueMicrotask(() => bus.emit('dialog:closed', { id: request.id, result: answer }));
    });
    const dialog = await openHistory();
    const firstDelete = () => within(dialog).getAllByRole('button', { name: 'Delete this version' })[0]!;
    await act(async () => fireEvent.click(firstDelete()));
    expect(asked).toEqual([expect.objectContaining({ title: 'Delete this version?', confirmLabel: 'Delete', tone: 'danger' })]);
    expect(api.delete).not.toHaveBeenCalled();

    answer = 'confirm';
    const after = { ...list(true), versions: list(true).versions.slice(1) };
    api.delete.mockResolvedValue(after);
    await act(async () => fireEvent.click(firstDelete()));
    expect(api.delete).toHaveBeenCalledWith(
      API_ROUTES.postVersions,
      expect.objectContaining({ query: { post_id: '7', version_id: '12' } }),
    );
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: 'Delete this version' })).toHaveLength(1));
    expect(within(dialog).getByRole('heading', { name: 'Edit history' })).toHaveFocus();
  });

  it('says why a delete failed and keeps the version', async () => {
    const { api, bus } = renderWithHost(<PostCard post={edited} position={1} />);
    api.get.mockResolvedValue(list(true, 1));
    bus.on('dialog:open', (request) => queueMicrotask(() => bus.emit('dialog:closed', { id: request.id, result: 'confirm' })));
    api.delete.mockRejectedValue(
      new ApiError(404, 'Not Found', [{ code: 'NOT_FOUND', detail: "That version doesn't exist anymore." }]),
    );
    const dialog = await openHistory();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete this version' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("That version doesn't exist anymore.");
    expect(within(dialog).getByRole('button', { name: 'Delete this version' })).toBeEnabled();
  });

  it('says when the history could not be loaded, and tries again', async () => {
    const { api } = renderWithHost(<PostCard post={edited} position={1} />);
    api.get.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(list(false, 0));
    fireEvent.click(editedButton());
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("The edit history couldn't be loaded.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No earlier versions are kept.')).toBeInTheDocument();
  });
});

it('a reblog’s root entry says when the original was edited after it, linking the original', () => {
  const post = reblogOfReblogOfPhoto();
  const [root, ...rest] = post.trail;
  renderWithHost(<PostCard post={{ ...post, trail: [{ ...root!, edited_after: NOW - 3600 }, ...rest] }} position={1} />);
  const link = screen.getByRole('link', { name: 'ann edited this post after it was reblogged' });
  expect(link).toHaveAttribute('href', '/blog/ann/post/10');
  expect(link.parentElement).toHaveTextContent('1 hour ago');
  expect(screen.getAllByText(/edited this post after/)).toHaveLength(1);
});

it('in the post form (links open in a new tab), the "edited after" link opens the original in a new tab', () => {
  const post = reblogOfReblogOfPhoto();
  const [root, ...rest] = post.trail;
  renderWithHost(
    <ReblogTrail post={{ ...post, trail: [{ ...root!, edited_after: NOW - 60 }, ...rest] }} titleId="t" linkTarget="_blank" />,
  );
  const link = screen.getByRole('link', { name: 'ann edited this post after it was reblogged' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
