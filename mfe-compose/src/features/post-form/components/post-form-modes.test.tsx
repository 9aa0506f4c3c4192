import '@testing-library/jest-dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { fakePost, fakeSaveResponse, renderCompose } from '../../../test/render-compose';
import { answerDialogs, fakeFetch } from '../../../test/compose-api';

// The first opening compiles the form's lazy chunk (and Quill); a busy machine needs more than 1 s.
const SLOW = { timeout: 5000 };
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

const bob = { name: 'bob', uuid: 't:bob', title: 'Bob', avatar_url: '/b.png', url: '/blog/bob' };

describe('edit mode', () => {
  it('loads the post, fills the form, and saves it as an edit', async () => {
    const user = userEvent.setup();
    const edited = fakePost({ tags: ['cats', 'dogs'], source_url: 'http://src.example', slug: 'my-slug' });
    const { server, payloads, navigate } = renderCompose({
      path: '/queue/edit/101',
      answers: {
        fetch: fakeFetch({ post: edited }),
        save: { ...fakeSaveResponse(edited), post: { is_edit: true, is_reblog: false }, message: 'Your changes were saved.' },
      },
    });
    await screen.findByRole('dialog', { name: 'Edit text post' }, SLOW);
    expect(server.sent(API_ROUTES.postFetch)).toEqual([{ post_id: '101' }]);
    expect(screen.getByLabelText('Title')).toHaveValue('Hello');
    expect(screen.getByLabelText('Tags')).toHaveValue('cats, dogs');
    expect(screen.getByLabelText('Source URL')).toHaveValue('http://src.example');
    expect(screen.getByLabelText('Custom URL')).toHaveValue('my-slug');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/queue'));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({
      post_id: '101',
      edit_post_id: '101',
      'post[one]': 'Changed',
      'post[state]': '0',
      'post[tags]': 'cats,dogs',
      context_page: 'queue',
    });
    expect(payloads('post:updated')).toEqual([{ post: edited }]);
    expect(payloads('post:created')).toEqual([]);
    await waitFor(() => expect(payloads('toast:show')).toEqual([{ message: 'Your changes were saved.', tone: 'success' }]));
  });

  it('asks "Discard edits to this post?" and opens with the post\'s editor type and typed source', async () => {
    const user = userEvent.setup();
    const markdown = fakePost({
      format: 'markdown',
      content: { title: 'T', body: '<p><b>x</b></p>', source_text: { two: '**x**' } },
    });
    const { bus, navigate } = renderCompose({ path: '/edit/101', answers: { fetch: fakeFetch({ post: markdown }) } });
    const dialogs = answerDialogs(bus, 'confirm');
    await screen.findByRole('dialog', { name: 'Edit text post' }, SLOW);
    expect(screen.getByRole('combobox', { name: 'Editor' })).toHaveValue('markdown');
    expect(screen.getByLabelText('Body')).toHaveValue('**x**');
    await user.type(screen.getByLabelText('Title'), '!');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    expect(dialogs.asked.map((d) => d.title)).toEqual(['Discard edits to this post?']);
  });

  it('offers Publish when editing a draft', async () => {
    const user = userEvent.setup();
    const draft = fakePost({ state: 'draft' });
    const { server } = renderCompose({ path: '/drafts/edit/101', answers: { fetch: fakeFetch({ post: draft }) } });
    await screen.findByRole('dialog', { name: 'Edit text post' }, SLOW);
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Publish' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({ 'post[state]': '0' });
  });

  it("refuses to edit someone else's post", async () => {
    const theirs = fakePost({ blog: bob, is_mine: false });
    const { navigate, payloads } = renderCompose({
      path: '/edit/101',
      answers: { fetch: fakeFetch({ post: theirs, mode: 'reblog' }) },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    expect(payloads('toast:show')).toEqual([{ message: "You can't edit that post.", tone: 'error' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why when the post cannot be loaded', async () => {
    const { navigate, payloads } = renderCompose({
      path: '/edit/5',
      answers: { fetch: new ApiError(404, 'Not found', [{ code: 'NOT_FOUND', detail: "That post doesn't exist anymore." }]) },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    expect(payloads('toast:show')).toEqual([{ message: "That post doesn't exist anymore.", tone: 'error' }]);
  });
});

describe('reblog mode', () => {
  it('shows the original read-only above the comment and sends the reblog fields', async () => {
    const user = userEvent.setup();
    const original = fakePost({
      id: '7',
      blog: bob,
      is_mine: false,
      reblog_key: 'abc',
      content: { title: 'Original title', body: '<p>Original words</p>' },
    });
    const { server, payloads, navigate } = renderCompose({
      path: '/tagged/cats/reblog/7/abc',
      answers: {
        fetch: fakeFetch({ post: original, mode: 'reblog' }),
        save: { ...fakeSaveResponse(), post: { is_edit: false, is_reblog: true }, message: 'Reblogged to alice.' },
      },
    });
    await screen.findByRole('dialog', { name: "Reblog bob's post" }, SLOW);
    expect(server.sent(API_ROUTES.postFetch)).toEqual([{ post_id: '7', reblog_key: 'abc' }]);
    const reblogged = await screen.findByRole('region', { name: 'Reblogged content' });
    expect(reblogged).toHaveTextContent('Original title');
    expect(reblogged).toHaveTextContent('Original words');
    // The dashboard's reblog trail: bob's entry, its name opening bob's blog in a new tab.
    const entries = within(within(reblogged).getByRole('list', { name: 'Reblog trail' })).getAllByRole('listitem');
    expect(entries).toHaveLength(1);
    expect(within(entries[0]!).getByRole('link', { name: 'bob' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByLabelText('Title')).toBeNull();
    // An empty comment is fine for a reblog.
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/tagged/cats'));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({
      'post[type]': 'regular',
      is_reblog: '1',
      reblog_key: 'abc',
      reblog_post_id: '7',
      context_page: 'tagged',
    });
    expect(payloads('post:created')).toHaveLength(1);
    await waitFor(() => expect(payloads('toast:show')).toEqual([{ message: 'Reblogged to alice.', tone: 'success' }]));
  });
});

describe('the reblog trail above the comment', () => {
  const ann = { name: 'ann', uuid: 't:ann', title: 'Ann', avatar_url: '/a.png', url: '/blog/ann' };
  const photo = { url: '/cat.jpg', width: 10, height: 10, caption: '', alt: 'A cat', alt_sizes: [] };
  // bob's reblog of ann's photo: ann's entry carries the photo, bob's words are the caption.
  const bobsReblog = () =>
    fakePost({
      id: '8',
      type: 'photo',
      blog: bob,
      is_mine: false,
      reblog_key: 'k8',
      reblogged_from: ann,
      content: { photos: [photo], caption: '<p>So cute</p>' },
      trail: [{ blog: ann, post_id: '2', html: '<p>My cat</p>', content: { photos: [photo], caption: '<p>My cat</p>' } }],
    });
  const names = (region: HTMLElement) =>
    within(within(region).getByRole('list', { name: 'Reblog trail' }))
      .getAllByRole('listitem')
      .map((entry) => [within(entry).getAllByRole('link')[0]?.textContent, entry.textContent]);

  it('reblogging a reblog: the original with its photo, then the reblogged blog’s words', async () => {
    renderCompose({ path: '/reblog/8/k8', answers: { fetch: fakeFetch({ post: bobsReblog(), mode: 'reblog' }) } });
    const region = await screen.findByRole('region', { name: 'Reblogged content' }, SLOW);
    expect(names(region)).toEqual([
      ['ann', expect.stringContaining('My cat')],
      ['bob', expect.stringContaining('So cute')],
    ]);
    expect(within(region).getByRole('img', { name: 'A cat' })).toBeInTheDocument();
  });

  it('editing one’s own reblog: the trail without one’s own words, which are in the Comment field', async () => {
    const own = { ...bobsReblog(), is_mine: true };
    renderCompose({ path: '/edit/8', answers: { fetch: fakeFetch({ post: own }) } });
    const region = await screen.findByRole('region', { name: 'Reblogged content' }, SLOW);
    expect(names(region)).toEqual([['ann', expect.stringContaining('My cat')]]);
    expect(region).not.toHaveTextContent('So cute');
  });
});

describe('answer mode', () => {
  it('shows the question read-only and sends the answer as a note', async () => {
    const user = userEvent.setup();
    const ask = fakePost({
      id: '55',
      type: 'answer',
      state: 'unapproved',
      // A markdown answer types into a textarea (Quill does not type in jsdom).
      format: 'markdown',
      content: { question: 'What is your favourite colour?', asking_name: 'carol', answer: '' },
    });
    const fetched = fakeFetch({ post: ask });
    fetched.form = { ...fetched.form, 'post[type]': 'note', 'post[one]': 'What is your favourite colour?', 'post[two]': '' };
    const { server } = renderCompose({ path: '/inbox/edit/55', answers: { fetch: fetched } });
    await screen.findByRole('dialog', { name: "Answer carol's question" }, SLOW);
    expect(screen.getByRole('region', { name: 'Question' })).toHaveTextContent('What is your favourite colour?');
    expect(screen.queryByRole('textbox', { name: 'Question' })).toBeNull();
    await user.type(screen.getByLabelText('Answer'), 'Blue');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({
      'post[type]': 'note',
      'post[one]': 'What is your favourite colour?',
      'post[state]': '0',
      post_id: '55',
      context_page: 'inbox',
    });
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({ 'post[two]': 'Blue', editor_type: 'markdown' });
  });
});
