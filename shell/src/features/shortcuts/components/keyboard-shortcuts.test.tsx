import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeVisitorSession } from '../../../test/fixtures';
import { DialogHost } from '../../dialogs';
import { KeyboardShortcuts } from './keyboard-shortcuts';

// Three posts of 400 px at page offsets 100, 500 and 900; the window scrolls through scrollY.
const PAGE_TOPS = [100, 500, 900];
let scrollY = 0;
const like = jest.fn();
const share = jest.fn();

function Feed() {
  return (
    <div role="feed" aria-label="Dashboard">
      {PAGE_TOPS.map((_, i) => (
        <article
          key={i}
          tabIndex={0}
          aria-label={`blog${i}`}
          data-post-id={`p${i}`}
          data-reblog-key={`k${i}`}
          data-blog-name={`blog${i}`}
        >
          <a href={`/blog/blog${i}`}>blog{i}</a>
          <button type="button" aria-label="Share" onClick={() => share(i)} />
          <button type="button" aria-label="Like" onClick={() => like(i)} />
        </article>
      ))}
      <input aria-label="Search" />
    </div>
  );
}

function setup(services = createFakeServices()) {
  renderWithServices(
    <>
      <Feed />
      <KeyboardShortcuts />
    </>,
    services,
  );
  screen.getAllByRole('article').forEach((article, i) => {
    const top = PAGE_TOPS[i] ?? 0;
    article.getBoundingClientRect = () => ({ top: top - scrollY, bottom: top + 400 - scrollY }) as DOMRect;
  });
  return services;
}

const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.activeElement ?? document.body) =>
  act(() => void fireEvent.keyDown(target, { key, ...init }));
const finishScroll = () => act(() => void jest.advanceTimersByTime(300));
const articles = () => screen.getAllByRole('article');

beforeEach(() => {
  jest.useFakeTimers();
  scrollY = 0;
  like.mockReset();
  share.mockReset();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = jest.fn((_x: number, y: number) => {
    scrollY = y;
  }) as unknown as typeof window.scrollTo;
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('KeyboardShortcuts', () => {
  it('j brings the next post 60 px below the header in 200 ms and focuses it', () => {
    setup();
    press('j');
    expect(articles()[1]).toHaveFocus();
    act(() => void jest.advanceTimersByTime(100));
    expect(scrollY).toBeGreaterThan(0);
    expect(scrollY).toBeLessThan(388);
    finishScroll();
    expect(scrollY).toBe(500 - 112);
  });

  it('quick j presses walk post by post', () => {
    setup();
    press('j');
    press('j');
    finishScroll();
    expect(scrollY).toBe(900 - 112);
    expect(articles()[2]).toHaveFocus();
  });

  it('k goes back to the previous post (never above the page top)', () => {
    setup();
    scrollY = 900 - 112;
    press('k');
    finishScroll();
    expect(scrollY).toBe(500 - 112);
    expect(articles()[1]).toHaveFocus();
    press('k');
    finishScroll();
    expect(scrollY).toBe(0);
  });

  it('period scrolls to the top', () => {
    setup();
    scrollY = 700;
    press('.');
    finishScroll();
    expect(scrollY).toBe(0);
  });

  it('l and s click the current post’s Like and Share buttons', () => {
    setup();
    scrollY = 500 - 112;
    press('l');
    expect(like).toHaveBeenCalledWith(1);
    press('s');
    expect(share).toHaveBeenCalledWith(1);
  });

  it('the focused post is the current one while it is on screen', () => {
    setup();
    act(() => articles()[0]!.focus());
    press('l');
    expect(like).toHaveBeenCalledWith(0);
  });

  it('r asks compose for a reblog of the current post', () => {
    const services = setup();
    scrollY = 900 - 112;
    press('r');
    expect(services.bus.payloads('compose:open')).toEqual([{ mode: 'reblog', postId: 'p2', reblogKey: 'k2' }]);
  });

  it('r does nothing for a visitor', () => {
    const services = setup(createFakeServices({ session: makeVisitorSession() }));
    press('r');
    expect(services.bus.payloads('compose:open')).toEqual([]);
  });

  it('Enter opens the current post’s blog, but not on a link or button', () => {
    const services = setup();
    act(() => articles()[1]!.focus());
    scrollY = 500 - 112;
    press('Enter');
    expect(services.bus.payloads('blog:open')).toEqual([{ name: 'blog1', postId: 'p1' }]);
    press('Enter', {}, screen.getAllByRole('link')[1]!);
    press('Enter', {}, screen.getAllByRole('button', { name: 'Like' })[1]!);
    expect(services.bus.payloads('blog:open')).toHaveLength(1);
  });

  it('? opens the "Keyboard shortcuts" overlay; Escape closes it and returns focus', async () => {
    setup();
    act(() => articles()[0]!.focus());
    press('?', { shiftKey: true });
    // The overlay is its own chunk, loaded on the first "?".
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByRole('table')).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'j Next post' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    press('j');
    expect(window.scrollTo).not.toHaveBeenCalled();
    press('Escape');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(articles()[0]).toHaveFocus();
  });

  it('an alert dialog over the overlay owns the keyboard until it is answered', async () => {
    const services = createFakeServices();
    renderWithServices(
      <>
        <KeyboardShortcuts />
        <DialogHost />
      </>,
      services,
    );
    press('?', { shiftKey: true }, document.body);
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    act(() => services.bus.emit('dialog:open', { id: 'x', title: 'Woops :(', confirmLabel: 'OK' }));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    press('Escape');
    expect(services.bus.payloads('dialog:closed')).toEqual([{ id: 'x', result: 'confirm' }]);
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    press('Escape');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is suspended while typing in an input', () => {
    setup();
    const input = screen.getByRole('textbox', { name: 'Search' });
    act(() => input.focus());
    press('j', {}, input);
    press('l', {}, input);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(like).not.toHaveBeenCalled();
  });

  it('is suspended from shortcuts:suspend until the same reason resumes', () => {
    const services = setup();
    act(() => {
      services.bus.emit('shortcuts:suspend', { reason: 'ask-form' });
      services.bus.emit('shortcuts:suspend', { reason: 'search' });
    });
    press('l');
    act(() => services.bus.emit('shortcuts:resume', { reason: 'search' }));
    press('l');
    expect(like).not.toHaveBeenCalled();
    act(() => services.bus.emit('shortcuts:resume', { reason: 'ask-form' }));
    press('l');
    expect(like).toHaveBeenCalledTimes(1);
  });

  it('is suspended while a dialog is open', () => {
    setup();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'alertdialog');
    document.body.appendChild(dialog);
    press('l', {}, document.body);
    expect(like).not.toHaveBeenCalled();
    dialog.remove();
    press('l', {}, document.body);
    expect(like).toHaveBeenCalledTimes(1);
  });

  it('is suspended while the post form is open', () => {
    const services = setup();
    act(() => services.bus.emit('compose:form-visibility', { open: true }));
    press('l');
    expect(like).not.toHaveBeenCalled();
    act(() => services.bus.emit('compose:form-visibility', { open: false }));
    press('l');
    expect(like).toHaveBeenCalledTimes(1);
  });

  it('never fires with ctrl, meta or alt', () => {
    setup();
    press('l', { ctrlKey: true });
    press('l', { metaKey: true });
    press('j', { altKey: true });
    expect(like).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
