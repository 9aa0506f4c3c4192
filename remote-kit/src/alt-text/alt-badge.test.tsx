import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AltBadge } from './alt-badge';

afterEach(() => document.body.replaceChildren());

describe('AltBadge', () => {
  it('draws nothing for an image without a written alt', () => {
    const { container } = render(<AltBadge alt="  " />);
    expect(container).toBeEmptyDOMElement();
    render(<AltBadge alt={undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a keyboard-reachable "ALT" button that opens the text in a dialog', async () => {
    const user = userEvent.setup();
    render(<AltBadge alt={'A grey cat asleep\non a red sofa'} />);
    const badge = screen.getByRole('button', { name: 'Show alt text' });
    expect(badge).toHaveTextContent('ALT');
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(badge).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Alt text' });
    expect(dialog).toHaveTextContent('A grey cat asleep on a red sofa');
    expect(badge).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes with Escape and gives focus back to the badge', async () => {
    const user = userEvent.setup();
    render(<AltBadge alt="A cat" />);
    const badge = screen.getByRole('button', { name: 'Show alt text' });
    await user.click(badge);
    await screen.findByRole('dialog', { name: 'Alt text' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(badge).toHaveFocus();
  });

  it('closes with a click outside, with its close button, and toggles with the badge', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Elsewhere</p>
        <AltBadge alt="A cat" />
      </>,
    );
    const badge = screen.getByRole('button', { name: 'Show alt text' });
    await user.click(badge);
    await screen.findByRole('dialog');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // the outside listener attaches next tick
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(badge);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(badge);
    await screen.findByRole('dialog');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await user.click(badge);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not let its click reach the link or card around the image', () => {
    const onOuterClick = jest.fn();
    render(
      <div onClick={onOuterClick}>
        <AltBadge alt="A cat" />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show alt text' }));
    expect(onOuterClick).not.toHaveBeenCalled();
  });

  it('keeps Escape, Tab and clicks in the popover from the modal or card around the image (React bubbles through portals)', async () => {
    const user = userEvent.setup();
    const onModalKey = jest.fn();
    const onCardClick = jest.fn();
    render(
      <div onKeyDown={(event) => onModalKey(event.key)}>
        <div onClick={onCardClick}>
          <AltBadge alt="A cat" />
        </div>
      </div>,
    );
    const badge = screen.getByRole('button', { name: 'Show alt text' });
    await user.click(badge);
    const dialog = await screen.findByRole('dialog', { name: 'Alt text' });
    await user.click(screen.getByText('A cat'));
    expect(onCardClick).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(onModalKey).not.toHaveBeenCalled();
    expect(badge).toHaveFocus();
  });
});
