import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { fakeSession } from '@dash/remote-kit/src/testing';
import { PostCard } from '../../card';
import { makeNote, makePost, notesPage, renderWithHost } from '../../testing';

const like = makeNote('like', 'ben', 3);
const reblog = makeNote('reblog', 'cat', 2, {
  reblog: { post_id: '42', post_url: '/blog/cat/post/42', comment: 'So true' },
});
const reply = makeNote('reply', 'dan', 1, { reply_text: 'Nice one' });
const visitor = () => fakeSession({ logged_in: false, user: null, blogs: [], current_blog: null });

// The list's code is a lazy chunk: its region is the loading placeholder until the tabs are drawn.
const region = async () => {
  await screen.findByRole('tablist', { name: 'Show notes' });
  return screen.getByRole('region', { name: 'Notes' });
};
const notesButton = (name: string | RegExp = /notes?$/) => screen.getByRole('button', { name });
/** Each note's line (who did what), without its time. */
const shownNotes = async () =>
  (await within(await region()).findAllByRole('listitem')).map((item) => {
    const line = item.querySelector('p')!.cloneNode(true) as HTMLElement;
    line.querySelector('time')?.remove();
    return line.textContent?.replace(/\s+/g, ' ').trim();
  });

describe('Notes', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => alert.mockRestore());

  it('"N notes" is a button that opens the list under the post, newest first, and closes it', async () => {
    const { api } = renderWithHost(<PostCard post={makePost({ id: '7', note_count: 3 })} position={1} />);
    api.get.mockResolvedValue(notesPage([like, reblog, reply]));
    const button = notesButton('3 notes');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = await region();
    expect(button).toHaveAttribute('aria-controls', list.id);
    expect(await shownNotes()).toEqual(['ben liked this', 'cat reblogged this', 'dan replied']);
    expect(api.get).toHaveBeenCalledWith(API_ROUTES.postNotes, expect.objectContaining({ query: { post_id: '7' } }));

    // Each blog links to its page (the avatar too, hidden from the keyboard); the reblog to the reblog.
    expect(within(list).getByRole('link', { name: 'ben' })).toHaveAttribute('href', '/blog/ben');
    expect(within(list).getByRole('link', { name: 'reblogged this' })).toHaveAttribute('href', '/blog/cat/post/42');
    expect(within(list).getByText('So true')).toBeInTheDocument();
    expect(within(list).getByText('Nice one')).toBeInTheDocument();
    expect(list.querySelector('time')).toHaveAttribute('datetime', new Date(like.timestamp * 1000).toISOString());
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All 3', 'Replies 1', 'Reblogs 1', 'Likes 1']);

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Notes' })).not.toBeInTheDocument();
  });

  it('opens a blog in the overlay and a reblog through the host, without a page load', async () => {
    const { api, bus, navigate } = renderWithHost(<PostCard post={makePost({ note_count: 2 })} position={1} />);
    api.get.mockResolvedValue(notesPage([reblog, reply]));
    fireEvent.click(notesButton());
    await shownNotes();
    const list = await region();
    fireEvent.click(within(list).getByRole('link', { name: 'dan' }));
    expect(bus.payloads('blog:open')).toEqual([{ name: 'dan' }]);
    fireEvent.click(within(list).getByRole('link', { name: 'reblogged this' }));
    expect(navigate).toHaveBeenCalledWith('/blog/cat/post/42');
  });

  it('pages with "Show more notes"', async () => {
    const { api } = renderWithHost(<PostCard post={makePost({ id: '7' })} position={1} />);
    api.get.mockResolvedValueOnce(notesPage([reply], '1:reply:1')).mockResolvedValueOnce(notesPage([reblog, like]));
    fireEvent.click(notesButton());
    const more = await within(await region()).findByRole('button', { name: 'Show more notes' });
    await act(async () => fireEvent.click(more));
    expect(api.get).toHaveBeenLastCalledWith(
      API_ROUTES.postNotes,
      expect.objectContaining({ query: { post_id: '7', before: '1:reply:1' } }),
    );
    expect(await shownNotes()).toEqual(['dan replied', 'cat reblogged this', 'ben liked this']);
    expect(screen.queryByRole('button', { name: 'Show more notes' })).not.toBeInTheDocument();
  });

  it('says so while loading, shows an error with Try again, then the list', async () => {
    const { api } = renderWithHost(<PostCard post={makePost()} position={1} />);
    let fail: (e: unknown) => void = () => {};
    api.get.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject))).mockResolvedValueOnce(notesPage([like]));
    fireEvent.click(notesButton());
    const list = await region();
    expect(await within(list).findByRole('status')).toHaveTextContent('Loading notes…');
    await act(async () => fail(new ApiError(500, 'boom')));
    expect(within(list).getByRole('alert')).toHaveTextContent("The notes couldn't be loaded.");
    await act(async () => fireEvent.click(within(list).getByRole('button', { name: 'Try again' })));
    expect(await shownNotes()).toEqual(['ben liked this']);
    expect(within(list).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the notes read when the next page fails; Try again reads it again', async () => {
    const { api } = renderWithHost(<PostCard post={makePost()} position={1} />);
    api.get
      .mockResolvedValueOnce(notesPage([reply], '1:reply:1'))
      .mockRejectedValueOnce(new ApiError(0, 'offline'))
      .mockResolvedValueOnce(notesPage([like]));
    fireEvent.click(notesButton());
    const list = await region();
    await act(async () => fireEvent.click(await within(list).findByRole('button', { name: 'Show more notes' })));
    expect(within(list).getByRole('alert')).toHaveTextContent("The notes couldn't be loaded.");
    expect(await shownNotes()).toEqual(['dan replied']);
    await act(async () => fireEvent.click(within(list).getByRole('button', { name: 'Try again' })));
    expect(await shownNotes()).toEqual(['dan replied', 'ben liked this']);
  });

  it('says when there are no notes, in each tab', async () => {
    const { api } = renderWithHost(<PostCard post={makePost({ note_count: 0 })} position={1} />);
    api.get.mockResolvedValue(notesPage([]));
    fireEvent.click(notesButton('0 notes'));
    const list = await region();
    expect(await within(list).findByText('No notes yet.')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(list).getByRole('tab', { name: 'Likes 0' })));
    expect(await within(list).findByText('No likes yet.')).toBeInTheDocument();
  });

  it('filters by tab, reading each kind from the server; arrow keys move between tabs', async () => {
    const { api } = renderWithHost(<PostCard post={makePost({ id: '7' })} position={1} />);
    api.get
      .mockResolvedValueOnce(notesPage([like, reblog, reply]))
      .mockResolvedValueOnce(notesPage([reply], null, { like: 1, reblog: 1, reply: 1 }));
    fireEvent.click(notesButton());
    const list = await region();
    const all = await within(list).findByRole('tab', { name: 'All 3' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getByRole('tabpanel')).toHaveAccessibleName('All 3');
    all.focus();
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    const replies = within(list).getByRole('tab', { name: 'Replies 1' });
    expect(replies).toHaveFocus();
    fireEvent.keyDown(replies, { key: 'End' });
    expect(within(list).getByRole('tab', { name: 'Likes 1' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(all).toHaveFocus();
    await act(async () => fireEvent.click(replies));
    expect(api.get).toHaveBeenLastCalledWith(
      API_ROUTES.postNotes,
      expect.objectContaining({ query: { post_id: '7', type: 'reply' } }),
    );
    expect(replies).toHaveAttribute('aria-selected', 'true');
    expect(await shownNotes()).toEqual(['dan replied']);
  });

  it('puts a sent reply on top of the open list, counts it and confirms it with a toast', async () => {
    const post = makePost({ id: '7', note_count: 2, reblog_key: 'rk' });
    const { api, bus } = renderWithHost(<PostCard post={post} position={1} />);
    api.get.mockResolvedValue(notesPage([reblog, like]));
    fireEvent.click(notesButton('2 notes'));
    const list = await region();
    await within(list).findByRole('tab', { name: 'Replies 0' });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const box = await screen.findByRole('textbox', { name: 'Reply to bob' });
    fireEvent.change(box, { target: { value: 'Lovely' } });
    const mine = makeNote('reply', 'alpha', 9, { reply_text: 'Lovely', timestamp: Math.floor(Date.now() / 1000) });
    api.post.mockResolvedValue({ post: { ...post, note_count: 3 }, message: 'Your reply was sent.', note: mine });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(api.post).toHaveBeenCalledWith(
      API_ROUTES.reply,
      expect.objectContaining({ form: expect.objectContaining({ reply_text: 'Lovely' }) }),
    );
    expect(await shownNotes()).toEqual(['alpha replied', 'cat reblogged this', 'ben liked this']);
    expect(within(list).getByText('Lovely')).toBeInTheDocument();
    expect(within(list).getByRole('tab', { name: 'Replies 1' })).toBeInTheDocument();
    expect(within(list).getByRole('tab', { name: 'All 3' })).toBeInTheDocument();
    expect(bus.payloads('toast:show')).toEqual([{ message: 'Your reply was sent.', tone: 'success' }]);
    expect(bus.payloads('post:updated')[0]?.post).toMatchObject({ id: '7', note_count: 3 });
    expect(screen.queryByRole('textbox', { name: 'Reply to bob' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply' })).toHaveFocus();
  });

  it('keeps the typed reply and shows the server error when a reply is refused', async () => {
    const { api, bus } = renderWithHost(<PostCard post={makePost()} position={1} />);
    api.get.mockResolvedValue(notesPage([like]));
    fireEvent.click(notesButton());
    await within(await region()).findByRole('tab', { name: 'Replies 0' });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const box = await screen.findByRole('textbox', { name: 'Reply to bob' });
    fireEvent.change(box, { target: { value: 'Too much' } });
    api.post.mockRejectedValue(new ApiError(400, 'bad', [{ code: 'X', detail: 'Replies can be at most 475 characters.' }]));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(box).toHaveValue('Too much');
    expect(bus.payloads('toast:show')).toEqual([{ message: 'Replies can be at most 475 characters.', tone: 'error' }]);
    expect(await shownNotes()).toEqual(['ben liked this']);
    expect(within(await region()).getByRole('tab', { name: 'Replies 0' })).toBeInTheDocument();
  });

  it('lets a visitor read the notes, with no reply box', async () => {
    const { api } = renderWithHost(<PostCard post={makePost({ note_count: 1 })} position={1} />, { session: visitor() });
    api.get.mockResolvedValue(notesPage([reply]));
    fireEvent.click(notesButton('1 note'));
    expect(await shownNotes()).toEqual(['dan replied']);
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('starts open with the page read with the post (a permalink), without asking again; reopened, it reads afresh', async () => {
    const { api } = renderWithHost(
      <PostCard post={makePost({ note_count: 1 })} position={1} notesOpen initialNotes={notesPage([reply])} />,
    );
    api.get.mockResolvedValue(notesPage([like, reply]));
    expect(notesButton('1 note')).toHaveAttribute('aria-expanded', 'true');
    expect(await shownNotes()).toEqual(['dan replied']);
    expect(api.get).not.toHaveBeenCalled();
    fireEvent.click(notesButton('1 note'));
    fireEvent.click(notesButton('1 note'));
    await waitFor(async () => expect(await shownNotes()).toEqual(['ben liked this', 'dan replied']));
    expect(api.get).toHaveBeenCalledTimes(1);
  });
});
