import '@testing-library/jest-dom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeProps, fakeBlog, fakeSession } from '@dash/remote-kit/src/testing';
import { answerApi, answerDialogs, type ApiAnswers } from '../../../test/compose-api';
import { fakeSaveResponse } from '../../../test/fake-posts';
import { InlineCompose } from './inline-compose';

// The first opening compiles the form's lazy chunk (and Quill); a busy machine needs more than 1 s.
const SLOW = { timeout: 5000 };
afterEach(() => {
  cleanup();
  // jsdom has no scrollIntoView; one test puts a spy there.
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  document.body.innerHTML = '';
});

function renderInline(answers: ApiAnswers = {}) {
  const fake = createFakeProps({ session: fakeSession({ blogs: [fakeBlog('alice', { is_primary: true })] }) });
  const server = answerApi(fake.props.api as typeof fake.api, answers);
  render(
    <RemoteProvider value={fake.props}>
      <InlineCompose />
    </RemoteProvider>,
  );
  return { ...fake, server };
}

describe('inline compose (dashboard-compose widget)', () => {
  it('shows the seven types as tabs and moves with the arrow keys without opening', async () => {
    const user = userEvent.setup();
    const { server } = renderInline();
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Create a post' })).toBeInTheDocument();
    expect(tabs.map((t) => t.textContent)).toEqual(['Text', 'Photo', 'Quote', 'Link', 'Chat', 'Audio', 'Video']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Text' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Video' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Quote' })).toHaveFocus();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(server.sent(API_ROUTES.postFormBuilderData)).toHaveLength(0);
  });

  it('opens the inline form on Enter: no glass, no scroll lock, header hidden', async () => {
    const user = userEvent.setup();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { payloads } = renderInline();
    screen.getByRole('tab', { name: 'Quote' }).focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('region', { name: 'New quote post' }, SLOW);
    expect(screen.getByRole('tab', { name: 'Quote' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(form);
    // It grows in once attached (phase show), and the page scrolls to it.
    await waitFor(() => expect(document.querySelector('.compose-inline-frame')).toHaveAttribute('data-phase', 'show'));
    expect(scrolled).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('compose-glass')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(payloads('compose:form-visibility')).toEqual([{ open: true }]);
    expect(payloads('shortcuts:suspend')).toEqual([{ reason: 'compose-inline-form' }]);
  });

  it('applies the same rules, saves, announces and goes back to the chooser', async () => {
    const user = userEvent.setup();
    const response = fakeSaveResponse();
    const { payloads, server, navigate } = renderInline({ save: response });
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    await screen.findByRole('region', { name: 'New text post' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Post body empty.');
    await user.type(screen.getByLabelText('Title'), 'Inline');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New text post' })).toBeNull());
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({ 'post[one]': 'Inline', context_page: 'dashboard' });
    expect(payloads('post:created')).toEqual([{ post: response.created_post }]);
    expect(payloads('compose:form-visibility')).toEqual([{ open: true }, { open: false }]);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'false');
  });

  it('asks before switching types with changes, and keeps the form on Nevermind', async () => {
    const user = userEvent.setup();
    const { bus } = renderInline();
    const dialogs = answerDialogs(bus, 'cancel');
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    await screen.findByRole('region', { name: 'New text post' }, SLOW);
    await user.type(screen.getByLabelText('Title'), 'Keep me');
    await user.click(screen.getByRole('tab', { name: 'Chat' }));
    await waitFor(() => expect(dialogs.asked.map((d) => d.title)).toEqual(['Discard this post?']));
    expect(screen.getByLabelText('Title')).toHaveValue('Keep me');

    dialogs.result = 'confirm';
    await user.click(screen.getByRole('tab', { name: 'Chat' }));
    expect(await screen.findByRole('region', { name: 'New chat post' }, SLOW)).toBeInTheDocument();
  });

  it('closes with Escape when unchanged', async () => {
    const user = userEvent.setup();
    const { payloads } = renderInline();
    await user.click(screen.getByRole('tab', { name: 'Link' }));
    await screen.findByRole('region', { name: 'New link post' }, SLOW);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New link post' })).toBeNull());
    expect(payloads('dialog:open')).toEqual([]);
  });
});
