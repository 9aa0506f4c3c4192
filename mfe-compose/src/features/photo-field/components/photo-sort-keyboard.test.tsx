import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeProps } from '@dash/remote-kit/src/testing';
import { PhotoField } from './photo-field';
import type { PhotoValue } from '../lib/photo-value';

// jsdom has no layout: place each photo tile 200 px to the right of the previous one.
function rectOf(el: Element): DOMRect {
  const tile = el.closest('li');
  const index = tile ? Array.from(tile.parentElement?.children ?? []).indexOf(tile) : 0;
  const left = index * 200;
  return { x: left, y: 0, left, top: 0, width: 150, height: 150, right: left + 150, bottom: 150, toJSON: () => ({}) } as DOMRect;
}

beforeEach(() => {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return rectOf(this);
  });
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

it('sorts photos with the keyboard: Space lifts, arrows move, Space drops', async () => {
  const photo = (id: string) => ({ id, status: 'complete' as const, progress: 100, url: `/${id}.jpg`, caption: id });
  let latest: PhotoValue = { photos: [photo('o1'), photo('o2'), photo('o3')], layout: '3' };
  function Host() {
    const [value, setValue] = useState(latest);
    return (
      <PhotoField
        value={value}
        onChange={(v) => {
          latest = v;
          setValue(v);
        }}
        maxPhotos={10}
        maxBytes={1000}
      />
    );
  }
  render(
    <RemoteProvider value={createFakeProps().props}>
      <Host />
    </RemoteProvider>,
  );
  const handle = screen.getByRole('button', { name: 'Move photo 1' });
  act(() => handle.focus());
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowRight', code: 'ArrowRight' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
  await waitFor(() => expect(latest.photos.map((p) => p.id)).toEqual(['o2', 'o1', 'o3']));
  expect(screen.getByRole('textbox', { name: 'Caption for photo 2' })).toHaveValue('o1');
});

it('Escape while moving a photo cancels the move, not the host form', async () => {
  const photo = (id: string) => ({ id, status: 'complete' as const, progress: 100, url: `/${id}.jpg`, caption: id });
  const onChange = jest.fn();
  const formEscape = jest.fn();
  render(
    <RemoteProvider value={createFakeProps().props}>
      <div
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) formEscape();
        }}
      >
        <PhotoField
          value={{ photos: [photo('o1'), photo('o2')], layout: '2' }}
          onChange={onChange}
          maxPhotos={10}
          maxBytes={1000}
        />
      </div>
    </RemoteProvider>,
  );
  const handle = screen.getByRole('button', { name: 'Move photo 1' });
  act(() => handle.focus());
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  fireEvent.keyDown(handle, { key: 'Escape', code: 'Escape' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(formEscape).not.toHaveBeenCalled();
  expect(onChange).not.toHaveBeenCalled();
  // Not dragging any more: Escape reaches the form again.
  fireEvent.keyDown(handle, { key: 'Escape', code: 'Escape' });
  expect(formEscape).toHaveBeenCalledTimes(1);
});
