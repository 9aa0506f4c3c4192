import '@testing-library/jest-dom';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

async function openForm(path: string) {
  const rendered = renderCompose({ path });
  await screen.findByRole('dialog', { name: /post$/ }, SLOW);
  return rendered;
}

describe('post form: states', () => {
  it('follows the chosen state in the button label and the payload', async () => {
    const user = userEvent.setup();
    const { server } = await openForm('/new/text');
    await user.type(screen.getByLabelText('Title'), 'Later');
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    const menu = screen.getByRole('menu', { name: 'Post options' });
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['Post now', 'Add to queue', 'Save as draft', 'Schedule', 'Post privately']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Post now' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Save as draft' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Post options' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({ 'post[state]': '1' });
  });

  it('schedules with a date and time, moving through the menu with the keyboard', async () => {
    const user = userEvent.setup();
    const { server } = await openForm('/new/text');
    await user.type(screen.getByLabelText('Title'), 'Soon');
    screen.getByRole('button', { name: 'Post options' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Post now' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a date and time to publish this post.');
    fireEvent.change(screen.getByLabelText('Publish on'), { target: { value: '2026-12-24T18:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(server.sent(API_ROUTES.postUpdate)).toHaveLength(1));
    expect(server.sent(API_ROUTES.postUpdate)[0]).toMatchObject({
      'post[state]': 'on.2',
      'post[publish_on]': new Date(2026, 11, 24, 18, 0).toISOString(),
    });
  });

  it('Escape in the menu closes only the menu', async () => {
    const user = userEvent.setup();
    const { navigate } = await openForm('/new/text');
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New text post' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
