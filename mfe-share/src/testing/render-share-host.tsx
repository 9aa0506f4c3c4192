import { act, render } from '@testing-library/react';
import type { RemoteProps } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeBus, fakeApi, remoteProps, type ApiRoute } from '@dash/remote-kit/src/testing';
import { ShareHost } from '../app/share-host';
import { shareData } from './share-data';

const openers: HTMLElement[] = [];
afterEach(() => openers.splice(0).forEach((el) => el.remove()));

/**
 * The share host on the real bus with a fake API (tests only). `open(variant)` focuses a Share
 * button and sends `share:open` as a post's button does.
 */
export function renderShareHost(
  answer: ApiRoute = () => ({ share_popover_data: shareData() }),
  overrides: Partial<RemoteProps> = {},
) {
  const bus = createFakeBus();
  const api = fakeApi(answer);
  const navigate = jest.fn();
  const opener = document.createElement('button');
  opener.textContent = 'Share';
  document.body.appendChild(opener);
  openers.push(opener);
  render(
    <RemoteProvider value={remoteProps({ bus, api, navigate, ...overrides })}>
      <ShareHost />
    </RemoteProvider>,
  );
  const open = (variant?: 'panel' | 'popover') => {
    opener.focus();
    act(() =>
      bus.emit('share:open', {
        postId: '42',
        blogName: 'alpha',
        anchor: { top: 100, left: 200, width: 30, height: 30 },
        ...(variant ? { variant } : {}),
      }),
    );
  };
  return { bus, api, navigate, opener, open };
}

/** The form bodies posted to a path. */
export function formsPostedTo(api: { post: jest.Mock }, path: string): unknown[] {
  return api.post.mock.calls.filter((call) => call[0] === path).map((call) => (call[1] as { form?: unknown }).form);
}
