import { act, render } from '@testing-library/react';
import { holdTitleFontStylesheet, useTitleFontStylesheet } from './title-font-stylesheet';

const HREF = '/fonts/old-standard-tt/stylesheet.css?v=5.3.0';
const links = () => [...document.head.querySelectorAll('link[data-title-font]')].map((l) => l.getAttribute('href'));

function Title({ font }: { font: string | null }) {
  useTitleFontStylesheet(font);
  return <h1>Title</h1>;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

describe('title font stylesheets', () => {
  it('links the stylesheet of a web font while it is shown, once however many show it', () => {
    const first = render(<Title font="Old Standard" />);
    const second = render(<Title font="Old Standard" />);
    expect(links()).toEqual([HREF]);
    const link = document.head.querySelector('link[data-title-font]')!;
    expect(link.getAttribute('rel')).toBe('stylesheet');
    expect(link.getAttribute('data-title-font')).toBe('Old Standard');
    first.unmount();
    act(() => jest.runAllTimers());
    expect(links()).toEqual([HREF]);
    second.unmount();
    act(() => jest.runAllTimers());
    expect(links()).toEqual([]);
  });

  it('links nothing for a font without a web font, a name outside the catalogue or no font', () => {
    render(<Title font="Gibson" />);
    render(<Title font="Comic Papyrus" />);
    render(<Title font={null} />);
    expect(links()).toEqual([]);
  });

  it('swaps the link when the font changes (the settings preview)', () => {
    const view = render(<Title font="Old Standard" />);
    view.rerender(<Title font="Garamond" />);
    act(() => jest.runAllTimers());
    expect(links()).toEqual(['/fonts/eb-garamond/stylesheet.css?v=5.3.0']);
  });

  it("adopts the server's link and removes it when the page no longer shows the title", () => {
    document.head.innerHTML = `<link rel="stylesheet" href="${HREF}" data-title-font="Old Standard">`;
    const server = document.head.firstElementChild;
    const view = render(<Title font="Old Standard" />);
    expect(document.head.querySelector('link[data-title-font]')).toBe(server);
    expect(links()).toEqual([HREF]);
    view.unmount();
    act(() => jest.runAllTimers());
    expect(links()).toEqual([]);
  });

  it('keeps the link for a page that takes it over before the old one is gone, and releases once only', () => {
    const release = holdTitleFontStylesheet('Old Standard');
    release();
    const again = holdTitleFontStylesheet('Old Standard');
    release();
    act(() => jest.runAllTimers());
    expect(links()).toEqual([HREF]);
    again();
    act(() => jest.runAllTimers());
    expect(links()).toEqual([]);
  });
});
