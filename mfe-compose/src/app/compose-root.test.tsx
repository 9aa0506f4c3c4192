import '@testing-library/jest-dom';
import { cleanup, act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCompose } from '../test/render-compose';
import { fakeFetch } from '../test/compose-api';

// The first opening compiles the form's lazy chunk (and Quill); a busy machine needs more than 1 s.
const SLOW = { timeout: 5000 };
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function tileNames() {
  const dialog = screen.getByRole('dialog', { name: 'Create a post' });
  return within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

describe('fast compose', () => {
  it('renders nothing until asked', () => {
    const { props } = renderCompose();
    expect(props.domElement.childNodes).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on compose:open-fast with seven tiles and focus on Text', () => {
    const { bus } = renderCompose();
    act(() => bus.emit('compose:open-fast', {}));
    expect(tileNames()).toEqual(['Text', 'Photo', 'Quote', 'Link', 'Chat', 'Audio', 'Video']);
    expect(screen.getByRole('button', { name: 'Text' })).toHaveFocus();
  });

  it('moves with c, tab and arrows (wrapping) and creates with enter', async () => {
    const user = userEvent.setup();
    const { bus, navigate } = renderCompose({ path: '/tagged/cats' });
    act(() => bus.emit('compose:open-fast', {}));
    await user.keyboard('c');
    expect(screen.getByRole('button', { name: 'Photo' })).toHaveFocus();
    await user.keyboard('{Tab}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Shift>}{Tab}C{/Shift}');
    expect(screen.getByRole('button', { name: 'Text' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Video' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/tagged/cats/new/video');
    expect(screen.queryByRole('dialog', { name: 'Create a post' })).toBeNull();
  });

  it('creates the clicked type, without a prefix on the dashboard', async () => {
    const user = userEvent.setup();
    const { bus, navigate } = renderCompose({ path: '/dashboard' });
    act(() => bus.emit('compose:open-fast', {}));
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(navigate).toHaveBeenCalledWith('/new/quote');
  });

  it('closes on escape and on a backdrop click, returning focus', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    opener.textContent = 'Compose';
    document.body.appendChild(opener);
    opener.focus();
    const { bus } = renderCompose();
    act(() => bus.emit('compose:open-fast', {}));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    act(() => bus.emit('compose:open-fast', {}));
    const backdrop = screen.getByRole('dialog').parentElement!;
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on z then c, but not while typing in an input', () => {
    renderCompose();
    const input = document.createElement('input');
    document.body.appendChild(input);
    fireEvent.keyDown(input, { key: 'z', code: 'KeyZ' });
    fireEvent.keyDown(input, { key: 'c', code: 'KeyC' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.keyDown(document.body, { key: 'z', code: 'KeyZ' });
    fireEvent.keyUp(document.body, { key: 'z', code: 'KeyZ' });
    fireEvent.keyDown(document.body, { key: 'c', code: 'KeyC' });
    expect(screen.getByRole('dialog', { name: 'Create a post' })).toBeInTheDocument();
  });

  it('suspends the shell shortcuts while open', async () => {
    const user = userEvent.setup();
    const { bus, payloads } = renderCompose();
    act(() => bus.emit('compose:open-fast', {}));
    await user.keyboard('{Escape}');
    expect(payloads('shortcuts:suspend')).toEqual([{ reason: 'fast-compose' }]);
    expect(payloads('shortcuts:resume')).toEqual([{ reason: 'fast-compose' }]);
  });

  it('routes compose:open to the new, edit and reblog forms', async () => {
    const { bus, navigate } = renderCompose({ path: '/tagged/cats', answers: { fetch: fakeFetch() } });
    act(() => bus.emit('compose:open', { mode: 'new', type: 'quote' }));
    expect(navigate).toHaveBeenLastCalledWith('/tagged/cats/new/quote');
    act(() => bus.emit('compose:open', { mode: 'edit', postId: '42' }));
    expect(navigate).toHaveBeenLastCalledWith('/tagged/cats/edit/42');
    act(() => bus.emit('compose:open', { mode: 'reblog', postId: '7', reblogKey: 'abc' }));
    expect(navigate).toHaveBeenLastCalledWith('/tagged/cats/reblog/7/abc');
    // Without the ids an edit or reblog has nowhere to go.
    act(() => bus.emit('compose:open', { mode: 'reblog', postId: '7' }));
    expect(navigate).toHaveBeenCalledTimes(3);
    expect(await screen.findByRole('dialog', { name: "Reblog alice's post" }, SLOW)).toBeInTheDocument();
  });
});
