import '@testing-library/jest-dom';
import { askDialog } from '@dash/shared-contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { DialogHost } from './dialog-host';

const discard = {
  id: 'd1',
  title: 'Discard this post?',
  confirmLabel: 'Discard',
  cancelLabel: 'Nevermind',
  tone: 'danger' as const,
};

function setup() {
  const services = createFakeServices();
  const opener = document.createElement('button');
  opener.textContent = 'Opener';
  document.body.appendChild(opener);
  opener.focus();
  renderWithServices(<DialogHost />, services);
  return { services, opener };
}

const key = (k: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: k, ...init });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('DialogHost', () => {
  it('shows a labelled, described alertdialog with focus on the confirm button', () => {
    const { services } = setup();
    act(() => services.bus.emit('dialog:open', { ...discard, body: ['It will be gone.'] }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard this post?' });
    expect(dialog).toHaveAccessibleDescription('It will be gone.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveClass('shell-dialog__button--danger');
  });

  it('answers a command sent before it mounted (commands are buffered)', () => {
    const services = createFakeServices();
    services.bus.emit('dialog:open', discard);
    renderWithServices(<DialogHost />, services);
    expect(screen.getByRole('alertdialog', { name: 'Discard this post?' })).toBeInTheDocument();
  });

  it('Enter presses the focused confirm button and returns focus', () => {
    const { services, opener } = setup();
    act(() => services.bus.emit('dialog:open', discard));
    act(() => void key('Enter'));
    expect(services.bus.payloads('dialog:closed')).toEqual([{ id: 'd1', result: 'confirm' }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Tab moves to cancel (trapped, wrapping) and Space presses it', () => {
    const { services } = setup();
    act(() => services.bus.emit('dialog:open', discard));
    key('Tab');
    expect(screen.getByRole('button', { name: 'Nevermind' })).toHaveFocus();
    key('Tab');
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();
    key('Tab', { shiftKey: true });
    expect(screen.getByRole('button', { name: 'Nevermind' })).toHaveFocus();
    act(() => void key(' '));
    expect(services.bus.payloads('dialog:closed')).toEqual([{ id: 'd1', result: 'cancel' }]);
  });

  it('Escape presses cancel; for a one-button alert it presses the confirm button', () => {
    const { services } = setup();
    act(() => services.bus.emit('dialog:open', discard));
    act(() => void key('Escape'));
    act(() => services.bus.emit('dialog:open', { id: 'a1', title: 'Woops :(', confirmLabel: 'OK' }));
    act(() => void key('Escape'));
    expect(services.bus.payloads('dialog:closed')).toEqual([
      { id: 'd1', result: 'cancel' },
      { id: 'a1', result: 'confirm' },
    ]);
  });

  it('queues later dialogs, shows them in order and returns focus after the last', () => {
    const { services, opener } = setup();
    act(() => {
      services.bus.emit('dialog:open', discard);
      services.bus.emit('dialog:open', { id: 'd2', title: 'Second', confirmLabel: 'OK' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Nevermind' }));
    expect(screen.getByRole('alertdialog', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(services.bus.payloads('dialog:closed').map((c) => c.id)).toEqual(['d1', 'd2']);
    expect(opener).toHaveFocus();
  });

  it('answers only once even if a key repeats', () => {
    const { services } = setup();
    act(() => services.bus.emit('dialog:open', discard));
    act(() => {
      key('Enter');
      key('Enter');
    });
    expect(services.bus.payloads('dialog:closed')).toHaveLength(1);
  });

  it('pulls focus that leaves the dialog back to the confirm button', () => {
    const { services, opener } = setup();
    act(() => services.bus.emit('dialog:open', discard));
    act(() => opener.focus());
    expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();
  });

  it('askDialog resolves with the answer of its own dialog', async () => {
    const { services } = setup();
    let answer: Promise<string> | undefined;
    act(() => {
      answer = askDialog(services.bus, { title: 'Block?', confirmLabel: 'Block', cancelLabel: 'Nevermind' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await expect(answer).resolves.toBe('confirm');
  });
});
