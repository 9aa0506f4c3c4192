import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Popover } from './popover';

const anchor = () => ({ top: 10, left: 100, width: 40, height: 40 });

function setup(onEscape?: () => boolean) {
  const opener = document.createElement('button');
  document.body.appendChild(opener);
  opener.focus();
  const onClose = jest.fn();
  const view = render(
    <Popover label="Things" getAnchorRect={anchor} onClose={onClose} returnFocusTo={opener} onEscape={onEscape} className="x-own">
      <button type="button">Inside</button>
    </Popover>,
  );
  return { opener, onClose, view };
}

afterEach(() => document.body.replaceChildren());

test('is a named dialog in a portal with the kit class and the remote class, and takes focus', () => {
  setup();
  const dialog = screen.getByRole('dialog', { name: 'Things' });
  expect(dialog).toHaveClass('kit-popover', 'x-own');
  expect(dialog).toHaveFocus();
});

test('Escape closes it, unless a subview handles Escape first', () => {
  let inSubview = true;
  const { onClose } = setup(() => {
    const handled = inSubview;
    inSubview = false;
    return handled;
  });
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a click outside closes it (from the next tick on); a click inside does not', () => {
  jest.useFakeTimers();
  const { onClose } = setup();
  act(() => jest.advanceTimersByTime(1));
  fireEvent.click(screen.getByRole('button', { name: 'Inside' }));
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(document.body);
  expect(onClose).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});

test('a click in a popover layered over it (data-popover-layer: the blog card) is not outside', () => {
  jest.useFakeTimers();
  const { onClose } = setup();
  act(() => jest.advanceTimersByTime(1));
  const layer = document.createElement('div');
  layer.setAttribute('data-popover-layer', '');
  layer.innerHTML = '<button type="button">Follow</button>';
  document.body.appendChild(layer);
  fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(onClose).not.toHaveBeenCalled();
  jest.useRealTimers();
});

test('gives focus back to its opener when it goes away', () => {
  const { opener, view } = setup();
  view.unmount();
  expect(opener).toHaveFocus();
});
