import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createFakeProps } from '@dash/remote-kit/src/testing';
import { PostCardHostProvider, remotePostCardHost } from '../../host';
import { renderWithHost } from '../../testing';
import { loadPlayer } from '../lib/load-videojs';
import { VideoPlayer } from './video-player';

jest.mock('../lib/load-videojs', () => ({
  // The player's code never arrives here: the tests look at what happens before it does.
  loadPlayer: jest.fn(() => new Promise(() => undefined)),
  videojsVersion: () => '8.24.1',
}));

beforeEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    disconnect() {}
  };
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.clearAllMocks();
});

const props = { url: '/v.mp4', poster: '/poster.jpg', width: 640, height: 360, duration: 0.5, blogName: 'ann' };

describe('VideoPlayer before its code is here', () => {
  it('keeps a press on the face’s play button and plays once the player is here', async () => {
    renderWithHost(<VideoPlayer {...props} />);
    const region = screen.getByRole('region', { name: 'Video by ann' });
    expect(region.querySelector('.pk-video-player__poster')).toHaveAttribute('src', '/poster.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    await waitFor(() => expect(loadPlayer).toHaveBeenCalledTimes(1));
  });

  it('is the same markup on the server and while hydrating, and becomes the player after', async () => {
    const host = remotePostCardHost(createFakeProps().props);
    const tree = (
      <PostCardHostProvider host={host}>
        <VideoPlayer {...props} />
      </PostCardHostProvider>
    );
    const html = renderToString(tree);
    expect(html).toContain('aria-label="Play video"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    // The player's chunk arrives and takes over inside the same region element; a short video does
    // not load video.js on its own.
    const region = container.querySelector('.pk-video-player');
    await act(async () => undefined);
    expect(container.querySelector('.pk-video-player')).toBe(region);
    expect(loadPlayer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(loadPlayer).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
