import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithServices } from '../../../test/fake-services';
import { Logo } from './logo';

describe('Logo', () => {
  it('shows a different animated image on each of ten hovers, then starts a new round', async () => {
    renderWithServices(<Logo href="/dashboard" />);
    const link = screen.getByRole('link', { name: 'Dashboard home' });
    const anim = () => link.querySelector('.shell-logo__anim')!;
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      fireEvent.mouseEnter(link);
      // The images are their own chunk, loaded on the first hover.
      await waitFor(() => expect(anim().querySelector('svg')).not.toBeNull());
      seen.push(anim().getAttribute('data-animation')!);
      fireEvent.mouseLeave(link);
      expect(anim().querySelector('svg')).toBeNull();
    }
    expect(new Set(seen).size).toBe(10);
    fireEvent.mouseEnter(link);
    await waitFor(() => expect(anim().getAttribute('data-animation')).not.toBeNull());
    expect(anim().getAttribute('data-animation')).not.toBe(seen[9]);
  });

  it('does not show an image that loads after the pointer has left', async () => {
    renderWithServices(<Logo href="/dashboard" />);
    const link = screen.getByRole('link', { name: 'Dashboard home' });
    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(link.querySelector('.shell-logo__anim svg')).toBeNull();
  });

  it('navigates inside the app on a plain click', () => {
    const { services } = renderWithServices(<Logo href="/dashboard" />);
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard home' }));
    expect(services.navigations).toEqual(['/dashboard']);
  });
});
