import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeProps } from '@dash/remote-kit/src/testing';
import { FakeXhr, fileOf, installFakeXhr, lastXhr, uploadAnswer } from '../../uploads/testing/fake-xhr';
import { PhotoField } from './photo-field';
import { emptyPhotos, type PhotoValue } from '../lib/photo-value';

let restore: () => void;
beforeEach(() => {
  restore = installFakeXhr();
});
afterEach(() => {
  cleanup();
  restore();
});

function setup({ maxPhotos = 10, maxBytes = 1_000_000, initial = emptyPhotos } = {}) {
  const fake = createFakeProps();
  const changes: PhotoValue[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <PhotoField
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
        maxPhotos={maxPhotos}
        maxBytes={maxBytes}
      />
    );
  }
  render(
    <RemoteProvider value={fake.props}>
      <Host />
    </RemoteProvider>,
  );
  const last = () => changes[changes.length - 1] ?? initial;
  return { ...fake, last, user: userEvent.setup({ applyAccept: false }) };
}

const chooser = () => screen.getByLabelText('Choose photo files');

describe('PhotoField', () => {
  it('uploads chosen files one at a time with progress, then completes them', async () => {
    const { user, last } = setup();
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
    await user.upload(chooser(), [fileOf('a.gif', 'image/gif'), fileOf('b.gif', 'image/gif')]);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(lastXhr().file('photo')?.name).toBe('a.gif');
    expect(last().photos.map((p) => [p.id, p.status])).toEqual([
      ['o1', 'uploading'],
      ['o2', 'uploading'],
    ]);

    act(() => lastXhr().progress(5, 10));
    expect(screen.getByRole('progressbar', { name: 'Upload progress for photo 1' })).toHaveAttribute('aria-valuenow', '50');

    act(() => lastXhr().respond(200, uploadAnswer('41', 'image', '/media/41.gif')));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    expect(last().photos[0]).toMatchObject({ id: 'o1', status: 'complete', mediaId: '41', url: '/media/41.gif', width: 800 });
    expect(screen.queryByRole('progressbar', { name: 'Upload progress for photo 1' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/media/41.gif');
  });

  it('gives each photo an alt text field under its caption, kept whole past the limit (issue 13)', async () => {
    const photo = (id: string, alt?: string) => ({
      id,
      status: 'complete' as const,
      progress: 100,
      url: `/${id}.jpg`,
      caption: '',
      alt,
    });
    const { user, last } = setup({ initial: { photos: [photo('o1', 'Old text'), photo('o2')], layout: '2' } });
    expect(screen.getByRole('textbox', { name: 'Alt text for photo 1' })).toHaveValue('Old text');
    const second = screen.getByRole('textbox', { name: 'Alt text for photo 2' });
    expect(second).toHaveValue('');
    expect(second.closest('[data-alt-missing]')).not.toBeNull();
    await user.type(second, 'A heron');
    expect(last().photos[1]?.alt).toBe('A heron');
    expect(last().photos[0]?.alt).toBe('Old text');
    expect(second.closest('[data-alt-missing]')).toBeNull();
    fireEvent.change(second, { target: { value: 'z'.repeat(1003) } });
    expect(last().photos[1]?.alt).toHaveLength(1003);
    expect(screen.getByRole('alert')).toHaveTextContent('Alt text can be at most 1,000 characters.');
    expect(screen.getByText('-3 characters left')).toBeInTheDocument();
  });

  it('captions each photo, cut to 200 characters', async () => {
    const { user, last } = setup({
      initial: { photos: [{ id: 'o1', status: 'complete', progress: 100, url: '/a.jpg', caption: '' }], layout: '1' },
    });
    const caption = screen.getByRole('textbox', { name: 'Caption for photo 1' });
    fireEvent.change(caption, { target: { value: 'x'.repeat(250) } });
    expect(last().photos[0]?.caption).toHaveLength(200);
    await user.clear(caption);
    await user.type(caption, 'Sunset');
    expect(last().photos[0]?.caption).toBe('Sunset');
  });

  it('removes a photo and cancels its upload', async () => {
    const { user, last } = setup();
    await user.upload(chooser(), fileOf('a.gif', 'image/gif'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(lastXhr().aborted).toBe(true);
    expect(last().photos).toEqual([]);
  });

  it('refuses photos past the limit with a clear message', async () => {
    const { user, last } = setup({ maxPhotos: 2 });
    await user.upload(chooser(), [fileOf('1.gif', 'image/gif'), fileOf('2.gif', 'image/gif'), fileOf('3.gif', 'image/gif')]);
    expect(screen.getByRole('alert')).toHaveTextContent('You can add at most 2 photos.');
    expect(last().photos).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
  });

  it('never turns a file of the wrong type or size into a photo: names it in the alert and keeps the rest', async () => {
    const { user, last } = setup({ maxBytes: 5 });
    await user.upload(chooser(), [
      fileOf('a.txt', 'text/plain', 1),
      fileOf('big.gif', 'image/gif', 50),
      fileOf('ok.gif', 'image/gif', 2),
    ]);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(lastXhr().file('photo')?.name).toBe('ok.gif');
    expect(last().photos.map((p) => [p.id, p.status])).toEqual([['o1', 'uploading']]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'a.txt: This is not valid image file.big.gif: The file is too big. Squish it down, and try again!',
    );
    expect(screen.queryByRole('button', { name: 'Remove photo 2' })).not.toBeInTheDocument();
  });

  it('keeps a photo the server refused as a tile with its message, without a broken image', async () => {
    const { user, last } = setup();
    await user.upload(chooser(), [fileOf('fake.gif', 'image/gif', 3)]);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() =>
      lastXhr().respond(400, { meta: { status: 400, msg: 'Bad Request' }, errors: [{ detail: 'This is not an image.' }] }),
    );
    await waitFor(() => expect(last().photos[0]).toMatchObject({ status: 'error', error: 'This is not an image.' }));
    expect(screen.getByText('This is not an image.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('img', { name: 'Photo 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(last().photos).toEqual([]);
  });

  it('takes dropped files', async () => {
    const { last } = setup();
    const field = screen.getByRole('group', { name: 'Photos' });
    fireEvent.drop(field, { dataTransfer: { files: [fileOf('d.gif', 'image/gif')], types: ['Files'] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(last().photos).toHaveLength(1);
  });

  it('adds an image by URL (jpg, jpeg, png, gif only)', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('CORS'));
    Object.assign(globalThis, { fetch: fetchMock });
    const { user, last } = setup();
    const url = screen.getByRole('textbox', { name: 'Photo URL' });
    await user.type(url, 'https://example.com/cat.webp{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the URL of a jpg, jpeg, png or gif image.');
    expect(last().photos).toHaveLength(0);

    await user.clear(url);
    await user.type(url, 'https://example.com/cat.png');
    await user.click(screen.getByRole('button', { name: 'Add photo URL' }));
    await waitFor(() =>
      expect(last().photos[0]).toMatchObject({ id: 'o1', status: 'complete', externalUrl: 'https://example.com/cat.png' }),
    );
    expect(url).toHaveValue('');
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('uploads an image URL the browser may read, like a chosen file', async () => {
    const blob = new Blob([new Uint8Array(4)], { type: 'image/gif' });
    Object.assign(globalThis, { fetch: jest.fn().mockResolvedValue({ ok: true, blob: async () => blob }) });
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Photo URL' }), 'https://example.com/a/cat.gif{Enter}');
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(lastXhr().file('photo')?.name).toBe('cat.gif');
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('offers photoset layouts once there are two photos', async () => {
    const photo = (id: string) => ({ id, status: 'complete' as const, progress: 100, url: `/${id}.jpg`, caption: '' });
    const { user, last } = setup({ initial: { photos: [photo('o1'), photo('o2'), photo('o3')], layout: '3' } });
    const group = screen.getByRole('radiogroup', { name: 'Photo layout' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Rows of 1, 1, 1', 'Rows of 1, 2', 'Rows of 2, 1', 'Rows of 3']);
    expect(within(group).getByRole('radio', { name: 'Rows of 3' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Rows of 1, 2' }));
    expect(last().layout).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(last().layout).toBe('2');
  });

  it('has a drag handle per photo for pointer and keyboard sorting', () => {
    const photo = (id: string) => ({ id, status: 'complete' as const, progress: 100, url: `/${id}.jpg`, caption: '' });
    setup({ initial: { photos: [photo('o1'), photo('o2')], layout: '2' } });
    const handle = screen.getByRole('button', { name: 'Move photo 1' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(screen.getByRole('button', { name: 'Move photo 2' })).toBeInTheDocument();
  });
});
