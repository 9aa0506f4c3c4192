import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { PostCard } from '../../card';
import { reblogOfAnswer, reblogOfReblogOfPhoto, renderWithHost } from '../../testing';
import { ReblogTrail } from './reblog-trail';

/** The entries of the trail, in document order. */
const entries = () => within(screen.getByRole('list', { name: 'Reblog trail' })).getAllByRole('listitem');

describe('ReblogTrail in a card', () => {
  it('shows each blog’s name then its own content, oldest first, the photo under the original', () => {
    renderWithHost(<PostCard post={reblogOfReblogOfPhoto()} position={2} />);
    const items = entries();
    expect(items).toHaveLength(3);
    const [ann, ben, cat] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(ann).getByRole('link', { name: 'ann' })).toHaveAttribute('href', '/blog/ann');
    expect(within(ann).getByRole('img', { name: 'A cat on a mat' })).toBeInTheDocument();
    expect(ann).toHaveTextContent('My cat');
    expect(within(ben).getByRole('link', { name: 'ben' })).toBeInTheDocument();
    expect(ben).toHaveTextContent('So cute');
    expect(within(ben).queryByRole('img', { name: 'A cat on a mat' })).toBeNull();
    expect(within(cat).getByRole('link', { name: 'cat' })).toBeInTheDocument();
    expect(cat).toHaveTextContent('Agreed');
    // Nothing of the trail is drawn a second time under it.
    expect(screen.getAllByRole('img', { name: 'A cat on a mat' })).toHaveLength(1);
    expect(screen.getAllByText('Agreed')).toHaveLength(1);
  });

  it('shows a reblogged answer’s question (with its asker) before the answer', () => {
    renderWithHost(<PostCard post={reblogOfAnswer()} position={1} />);
    const [ann, cat] = entries() as [HTMLElement, HTMLElement];
    const text = ann.textContent ?? '';
    expect(text.indexOf('ben asked:')).toBeGreaterThan(text.indexOf('ann'));
    expect(text.indexOf('Tea or coffee?')).toBeLessThan(text.indexOf('Tea, always'));
    expect(within(cat).getByRole('link', { name: 'cat' })).toBeInTheDocument();
    expect(cat).toHaveTextContent('Same here');
  });

  it('opens the blog overlay from an entry’s name', () => {
    const { bus } = renderWithHost(<PostCard post={reblogOfReblogOfPhoto()} position={1} />);
    fireEvent.click(within(entries()[1]!).getByRole('link', { name: 'ben' }));
    expect(bus.payloads('blog:open')).toEqual([{ name: 'ben' }]);
  });

  it('in the post form: without the post’s own words when asked, names open in a new tab', () => {
    const { bus } = renderWithHost(
      <ReblogTrail post={reblogOfReblogOfPhoto()} includeOwn={false} titleId="t" linkTarget="_blank" />,
    );
    expect(entries()).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'ann' });
    expect(link).toHaveAttribute('target', '_blank');
    fireEvent.click(link);
    expect(bus.payloads('blog:open')).toEqual([]);
  });
});
