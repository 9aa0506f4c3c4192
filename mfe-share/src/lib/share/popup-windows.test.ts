import { shareData } from '../../testing/share-data';
import { openPopup, popupWindow } from './popup-windows';

describe('share windows (spec 3 §7, §9)', () => {
  const data = shareData();
  const tiny = encodeURIComponent(data.post_tiny_url);

  it('Facebook sharer at 626x436 with the tiny URL', () => {
    expect(popupWindow('facebook', data)).toEqual({
      url: `https://www.facebook.com/sharer/sharer.php?u=${tiny}`,
      name: 'facebook_share',
      features: 'width=626,height=436',
    });
  });

  it('Twitter intent at 550x420', () => {
    expect(popupWindow('twitter', data)).toEqual({
      url: `https://twitter.com/intent/tweet?url=${tiny}`,
      name: 'twitter_share',
      features: 'width=550,height=420',
    });
  });

  it('Reddit submit at 860x600 with scrollbars', () => {
    expect(popupWindow('reddit', data)).toMatchObject({
      url: expect.stringMatching(/^https:\/\/www\.reddit\.com\/submit\?url=http%3A%2F%2Flocalhost/),
      features: 'width=860,height=600,scrollbars=yes',
    });
  });

  it("Pinterest with its configured window's url, name and dimensions", () => {
    expect(popupWindow('pinterest', data)).toEqual({
      url: 'https://www.pinterest.com/pin/create/button/?url=x',
      name: 'pinterest_share',
      features: 'width=750,height=550,scrollbars=yes',
    });
    expect(popupWindow('pinterest', shareData({ pinterest_share_window: undefined }))).toBeNull();
  });

  it('falls back to the post URL without a tiny one', () => {
    expect(popupWindow('twitter', shareData({ post_tiny_url: '' }))?.url).toContain(encodeURIComponent(data.post_url));
  });
});

test('openPopup opens the window, clears its opener, and says when it was blocked', () => {
  const opened = { opener: {} as unknown };
  const win = { open: jest.fn(() => opened) } as unknown as Window;
  expect(openPopup({ url: 'https://x.test/', name: 'n', features: 'width=1,height=2' }, win)).toBe(true);
  expect(win.open).toHaveBeenCalledWith('https://x.test/', 'n', 'width=1,height=2');
  expect(opened.opener).toBeNull();
  const blocking = { open: jest.fn(() => null) } as unknown as Window;
  expect(openPopup({ url: 'https://x.test/', name: 'n', features: '' }, blocking)).toBe(false);
});
