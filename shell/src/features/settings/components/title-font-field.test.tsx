import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TITLE_FONTS } from '@dash/shared-contracts/core';
import { TitleFontField } from './title-font-field';

const fontLinks = () =>
  [...document.head.querySelectorAll('link[data-title-font]')].map((l) => l.getAttribute('data-title-font'));

/** An IntersectionObserver the test drives: `show(names)` reports those options as scrolled into view. */
class FakeObserver {
  static current: FakeObserver | null = null;
  targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.current = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  show(names: string[]) {
    const entries = [...this.targets]
      .filter((t) => names.includes((t as HTMLElement).dataset.font ?? ''))
      .map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

beforeEach(() => {
  document.head.innerHTML = '';
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

async function renderPicker(value = 'Gibson', weight: 'regular' | 'bold' = 'regular') {
  const onChange = jest.fn();
  const view = render(<TitleFontField value={value} weight={weight} error={undefined} onChange={onChange} />);
  const group = await screen.findByRole('group', { name: 'Title font' });
  return { onChange, group, view };
}

describe('the title font picker', () => {
  it('lists every catalogue font as a radio, each drawn in its own face and the chosen weight', async () => {
    const { group } = await renderPicker('Cardo', 'bold');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(TITLE_FONTS.map((f) => f.name));
    expect(within(group).getByRole('radio', { name: 'Cardo' })).toBeChecked();
    const face = within(group).getByText('Futura');
    expect(face.style.fontFamily).toMatch(/^"?Futura"?, "?Jost"?/);
    expect(face.style.fontWeight).toBe('700');
  });

  it("links a web font's stylesheet only once its option is shown, and drops them all with the picker", async () => {
    jest.useFakeTimers();
    try {
      const { view } = await renderPicker();
      expect(fontLinks()).toEqual([]);
      expect(FakeObserver.current?.options.root).toBe(document.querySelector('.shell-font-picker__list'));
      FakeObserver.current!.show(['Gibson', 'Futura', 'Alternate Gothic']);
      // Gibson has no web font: nothing for it.
      expect(fontLinks()).toEqual(['Futura', 'Alternate Gothic']);
      FakeObserver.current!.show(['Cardo']);
      expect(fontLinks()).toEqual(['Futura', 'Alternate Gothic', 'Cardo']);
      view.unmount();
      act(() => jest.runAllTimers());
      expect(fontLinks()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows every option without IntersectionObserver', async () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    await renderPicker();
    await waitFor(() => expect(fontLinks()).toHaveLength(TITLE_FONTS.filter((f) => f.webfont).length));
  });

  it('chooses a font with a click on its name (the arrow keys: e2e, in a real browser)', async () => {
    const { group, onChange } = await renderPicker('Gibson');
    fireEvent.click(within(group).getByText('Old Standard'));
    expect(onChange).toHaveBeenLastCalledWith('Old Standard');
  });

  it('keeps a font stored before the catalogue choosable, first', async () => {
    const { group } = await renderPicker('Comic Papyrus');
    const first = within(group).getAllByRole('radio')[0];
    expect(first).toHaveAttribute('value', 'Comic Papyrus');
    expect(first).toBeChecked();
  });
});
