import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { makeSession, makeVisitorSession } from '../../../test/fixtures';
import { Header } from '../components/header';

const withFilterFlag = () => makeSession({ flags: { mobile_web_search_filter: true } });
const field = () => screen.getByRole('searchbox', { name: 'Search' });
const hidden = (name: string) =>
  document.querySelector<HTMLInputElement>(`#shell-search input[type="hidden"][name="${name}"]`)?.value;

describe('the header search form (spec 3 §2)', () => {
  it('is a GET form to /search with q and the hidden fields at their defaults', () => {
    renderWithServices(<Header />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(field()).toHaveAttribute('name', 'q');
    expect([hidden('filter_nsfw'), hidden('sort'), hidden('filter_post_type')]).toEqual(['false', 'top', 'any']);
  });

  it('submits the trimmed term to /search?q=… and does nothing with a blank term', () => {
    const { services } = renderWithServices(<Header />);
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(services.navigations).toEqual([]);
    fireEvent.change(field(), { target: { value: ' red cats ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(services.navigations).toEqual(['/search?q=red+cats&filter_nsfw=false&sort=top&filter_post_type=any']);
  });

  it('the search icon shows and focuses the field, closes the drawer, and Escape hides it again', async () => {
    renderWithServices(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    const toggle = screen.getByRole('button', { name: 'Search' });
    fireEvent.click(toggle);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('search')).toHaveClass('shell-search--open');
    expect(field()).toHaveFocus();
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(screen.getByRole('search')).not.toHaveClass('shell-search--open');
  });

  it('starts from a search address (term and filters), as the server renders it', () => {
    const services = createFakeServices({
      path: '/search/owls?sort=recent&filter_post_type=PHOTO&filter_nsfw=true',
      session: withFilterFlag(),
    });
    renderWithServices(<Header />, services);
    expect(field()).toHaveValue('owls');
    expect([hidden('filter_nsfw'), hidden('sort'), hidden('filter_post_type')]).toEqual(['true', 'recent', 'photo']);
    act(() => services.router.navigate('/search?q=bats'));
    expect(field()).toHaveValue('bats');
    expect(hidden('sort')).toBe('top');
    // Leaving the search keeps what was typed and chosen.
    act(() => services.router.navigate('/dashboard'));
    expect(field()).toHaveValue('bats');
  });

  it('shows visitors the safe-search lock, not the filter, and their searches are safe', () => {
    const { services } = renderWithServices(<Header />, createFakeServices({ session: makeVisitorSession() }));
    expect(screen.getByRole('img', { name: 'Safe search is on' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search filters' })).not.toBeInTheDocument();
    expect(hidden('filter_nsfw')).toBe('true');
    fireEvent.change(field(), { target: { value: 'cats' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(services.navigations).toEqual(['/search?q=cats&filter_nsfw=true&sort=top&filter_post_type=any']);
  });

  it('shows the filter icon to logged-in users only behind its flag', () => {
    renderWithServices(<Header />);
    expect(screen.queryByRole('button', { name: 'Search filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Safe search is on' })).not.toBeInTheDocument();
  });
});

describe('the search filter popover (spec 3 §2 screen 7)', () => {
  const openFilters = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Search filters' }));
    return within(await screen.findByRole('dialog', { name: 'Search filters' }));
  };

  it('offers Safe search, Top Posts / Recent Posts, the post types and Original Posts', async () => {
    renderWithServices(<Header />, createFakeServices({ session: withFilterFlag() }));
    const popover = await openFilters();
    expect(await popover.findByRole('switch', { name: 'Safe search' })).not.toBeChecked();
    expect(popover.getByRole('switch', { name: 'Safe search' })).toHaveFocus();
    expect(popover.getByRole('radio', { name: 'Top Posts' })).toBeChecked();
    expect(popover.getByRole('radio', { name: 'Recent Posts' })).not.toBeChecked();
    const type = popover.getByRole('combobox', { name: 'Post type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Types', 'Text', 'Photo', 'Quote', 'Link', 'Chat', 'Audio', 'Video']);
    expect(popover.getByRole('switch', { name: 'Original Posts' })).not.toBeChecked();
  });

  it('without a term, keeps the choice for the next search', async () => {
    const { services } = renderWithServices(<Header />, createFakeServices({ session: withFilterFlag() }));
    const popover = await openFilters();
    fireEvent.click(await popover.findByRole('radio', { name: 'Recent Posts' }));
    fireEvent.click(popover.getByRole('switch', { name: 'Original Posts' }));
    expect(services.navigations).toEqual([]);
    expect([hidden('sort'), hidden('filter_post_type'), hidden('post_role')]).toEqual(['recent', 'any', 'original']);
    fireEvent.change(field(), { target: { value: 'cats' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(services.navigations).toEqual([
      '/search?q=cats&filter_nsfw=false&sort=recent&filter_post_type=any&post_role=original',
    ]);
  });

  it('with a term, re-submits it to /search/{term} on each change, and closes on Escape', async () => {
    const services = createFakeServices({ path: '/search?q=red%20cats', session: withFilterFlag() });
    renderWithServices(<Header />, services);
    const popover = await openFilters();
    fireEvent.click(await popover.findByRole('switch', { name: 'Safe search' }));
    // The search page's one address of a search: the term, then only the filters that are not defaults.
    expect(services.navigations.at(-1)).toBe('/search/red%20cats?filter_nsfw=true');
    fireEvent.change(popover.getByRole('combobox', { name: 'Post type' }), { target: { value: 'video' } });
    expect(services.navigations.at(-1)).toBe('/search/red%20cats?filter_post_type=video&filter_nsfw=true');
    // The address now carries the filters; the popover stays open for the next change.
    expect(screen.getByRole('dialog', { name: 'Search filters' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Search filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search filters' })).toHaveFocus();
  });
});
