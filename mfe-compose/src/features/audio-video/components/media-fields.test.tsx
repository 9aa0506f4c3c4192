import '@testing-library/jest-dom';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { API_ROUTES, EMBED_SANDBOX } from '@dash/shared-contracts';
import { RemoteProvider } from '@dash/remote-kit';
import { createFakeProps } from '@dash/remote-kit/src/testing';
import { FakeXhr, fileOf, installFakeXhr, lastXhr, uploadAnswer } from '../../uploads/testing/fake-xhr';
import { AudioField } from './audio-field';
import { VideoField } from './video-field';
import { emptyAudio, type AudioValue } from '../lib/audio-value';
import { emptyVideo, validateVideo, type VideoValue } from '../lib/video-value';

let restore: () => void;
beforeEach(() => {
  restore = installFakeXhr();
});
afterEach(() => {
  cleanup();
  restore();
});

function mount<V>(Field: typeof AudioField | typeof VideoField, initial: V, maxBytes = 1000) {
  const fake = createFakeProps();
  let latest = initial;
  function Host() {
    const [value, setValue] = useState(initial);
    const onChange = (v: V) => {
      latest = v;
      setValue(v);
    };
    const FieldAny = Field as unknown as (p: { value: V; onChange(v: V): void; maxBytes: number }) => React.JSX.Element;
    return <FieldAny value={value} onChange={onChange} maxBytes={maxBytes} />;
  }
  render(
    <RemoteProvider value={fake.props}>
      <Host />
    </RemoteProvider>,
  );
  return { ...fake, value: () => latest, user: userEvent.setup({ applyAccept: false }) };
}

describe('AudioField', () => {
  it('uploads an audio file as "data", then asks for the permission', async () => {
    const { user, value } = mount<AudioValue>(AudioField, emptyAudio);
    expect(screen.queryByRole('checkbox', { name: 'I have permission to share this file' })).toBeNull();
    await user.upload(screen.getByLabelText('Choose an audio file'), fileOf('song.m4a', 'audio/x-m4a'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const sent = lastXhr().file('data');
    expect(sent?.name).toBe('song.m4a');
    expect(sent?.type).toBe('audio/mp4');
    expect(lastXhr().url).toBe(API_ROUTES.mediaUpload);
    expect(value()).toMatchObject({ source: 'upload', uploading: true });
    act(() => lastXhr().progress(3, 10));
    expect(screen.getByRole('progressbar', { name: 'Upload progress for song.m4a' })).toHaveAttribute('aria-valuenow', '30');

    act(() => lastXhr().respond(200, uploadAnswer('5', 'audio', '/media/song.m4a')));
    await waitFor(() => expect(value()).toMatchObject({ uploading: false, uploadUrl: '/media/song.m4a' }));
    const permission = screen.getByRole('checkbox', { name: 'I have permission to share this file' });
    await user.click(permission);
    expect(value().confirmTos).toBe(true);
  });

  it('refuses a file that is not audio without sending it', async () => {
    const { user, value } = mount<AudioValue>(AudioField, emptyAudio);
    await user.upload(screen.getByLabelText('Choose an audio file'), fileOf('a.txt', 'text/plain'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not valid audio file.');
    expect(FakeXhr.instances).toHaveLength(0);
    expect(value().uploading).toBe(false);
  });

  it('cancels an upload', async () => {
    const { user, value } = mount<AudioValue>(AudioField, emptyAudio);
    await user.upload(screen.getByLabelText('Choose an audio file'), fileOf('a.mp3', 'audio/mpeg'));
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(lastXhr().aborted).toBe(true);
    expect(screen.getByText('Canceled upload')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(value().uploading).toBe(false);
  });

  it('takes an audio URL and the track details', async () => {
    const { user, value } = mount<AudioValue>(AudioField, emptyAudio);
    await user.type(screen.getByRole('textbox', { name: 'Audio URL' }), 'https://e.com/a.mp3');
    await user.type(screen.getByRole('textbox', { name: 'Track title' }), 'Song');
    await user.type(screen.getByRole('textbox', { name: 'Artist' }), 'Band');
    await user.type(screen.getByRole('textbox', { name: 'Album' }), 'LP');
    expect(value()).toMatchObject({
      source: 'url',
      url: 'https://e.com/a.mp3',
      trackTitle: 'Song',
      trackArtist: 'Band',
      trackAlbum: 'LP',
    });
  });

  it('uploads album art as a photo and can remove it', async () => {
    const { user, value } = mount<AudioValue>(AudioField, emptyAudio);
    await user.click(screen.getByRole('button', { name: 'Add album art' }));
    await user.upload(screen.getByLabelText('Choose album art'), fileOf('art.png', 'image/png'));
    await waitFor(() => expect(lastXhr().file('photo')?.name).toBe('art.png'));
    act(() => lastXhr().respond(200, uploadAnswer('9', 'image', '/media/art.jpg')));
    expect(await screen.findByRole('img', { name: 'Album art' })).toHaveAttribute('src', '/media/art.jpg');
    expect(value().albumArt).toBe('/media/art.jpg');
    await user.click(screen.getByRole('button', { name: 'Remove album art' }));
    expect(value().albumArt).toBe('');
  });
});

describe('VideoField', () => {
  const youtube = {
    thumbnail: 'https://i.example/t.jpg',
    url: 'https://www.youtube.com/watch?v=abc',
    preview_iframe: '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
    embed_code: '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
    embed_render_context: 'youtube',
  };

  it('resolves a known service URL through get_video_data and shows the thumbnail', async () => {
    const { user, api, value } = mount<VideoValue>(VideoField, emptyVideo);
    api.post.mockResolvedValue(youtube);
    await user.type(
      screen.getByRole('textbox', { name: 'Video URL or embed code' }),
      'https://www.youtube.com/watch?v=abcdefghijk',
    );
    expect(await screen.findByRole('img', { name: 'Video preview' })).toHaveAttribute('src', youtube.thumbnail);
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith(
      API_ROUTES.videoData,
      expect.objectContaining({
        json: { embed_url: 'https://www.youtube.com/watch?v=abcdefghijk', embed_width: 540 },
      }),
    );
    expect(value()).toMatchObject({ source: 'embed', embed: youtube, embedLoading: false });
    expect(validateVideo(value())).toBeNull();
  });

  it('builds an unsupported embed from a pasted player code and previews it with the sandbox it is posted with', async () => {
    const { user, api, value } = mount<VideoValue>(VideoField, emptyVideo);
    const code = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>';
    await user.click(screen.getByRole('textbox', { name: 'Video URL or embed code' }));
    await user.paste(code);
    const frame = await screen.findByTitle('Video preview');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(frame).toHaveAttribute('sandbox', EMBED_SANDBOX);
    expect(screen.getByText(/The player is posted in a sandbox/)).toBeVisible();
    expect(api.post).not.toHaveBeenCalled();
    expect(value().embed).toMatchObject({ unsupported: true, thumbnail: false, embed_render_context: 'blank', embed_code: code });
    expect(validateVideo(value())).toBeNull();
  });

  it("refuses a pasted iframe code of an unknown service at once with 'Invalid embed code' (issue 7)", async () => {
    const { user, api, value } = mount<VideoValue>(VideoField, emptyVideo);
    await user.click(screen.getByRole('textbox', { name: 'Video URL or embed code' }));
    await user.paste('<iframe src="https://player.example.com/v/1"></iframe>');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid embed code');
    expect(screen.queryByTitle('Video preview')).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
    expect(validateVideo(value())).toBe('Invalid embed code');
  });

  it("says 'Invalid embed code' for text that is neither", async () => {
    const { user, value } = mount<VideoValue>(VideoField, emptyVideo);
    await user.type(screen.getByRole('textbox', { name: 'Video URL or embed code' }), 'hello there');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid embed code');
    expect(validateVideo(value())).toBe('Invalid embed code');
  });

  it('takes a direct video file URL without asking the server', async () => {
    const { user, api, value } = mount<VideoValue>(VideoField, emptyVideo);
    await user.type(screen.getByRole('textbox', { name: 'Video URL or embed code' }), 'https://e.com/v.mp4');
    expect(value()).toMatchObject({ source: 'url', url: 'https://e.com/v.mp4' });
    expect(api.post).not.toHaveBeenCalled();
  });

  it('uploads a video file as "data" and needs the permission', async () => {
    const { user, value } = mount<VideoValue>(VideoField, emptyVideo);
    await user.upload(screen.getByLabelText('Choose a video file'), fileOf('clip.mov', 'video/quicktime'));
    await waitFor(() => expect(lastXhr().file('data')?.name).toBe('clip.mov'));
    act(() => lastXhr().respond(200, uploadAnswer('3', 'video', '/media/clip.mov')));
    await waitFor(() => expect(value()).toMatchObject({ source: 'upload', uploadUrl: '/media/clip.mov', uploading: false }));
    expect(validateVideo(value())).toBe('You must agree that you have permission to share this file.');
    await user.click(screen.getByRole('checkbox', { name: 'I have permission to share this file' }));
    expect(validateVideo(value())).toBeNull();
  });

  it("shows the server's failure for an upload that failed", async () => {
    const { user } = mount<VideoValue>(VideoField, emptyVideo, 10_000);
    await user.upload(screen.getByLabelText('Choose a video file'), fileOf('clip.mp4', 'video/mp4'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => lastXhr().networkError());
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload error');
  });
});
