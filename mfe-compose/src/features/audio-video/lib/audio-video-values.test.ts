import { fakePost } from '../../../test/render-compose';
import { audioPayload, audioValueFromPost, emptyAudio, validateAudio, type AudioValue } from './audio-value';
import { withCanonicalType } from './media-files';
import { emptyVideo, videoPayload, validateVideo, videoValueFromPost, type VideoValue } from './video-value';

const audio = (change: Partial<AudioValue>): AudioValue => ({ ...emptyAudio, ...change });
const video = (change: Partial<VideoValue>): VideoValue => ({ ...emptyVideo, ...change });
const iframe = '<iframe src="https://www.youtube.com/embed/abc"></iframe>';

describe('validateAudio (spec 1 §5 "Audio")', () => {
  it("needs a source: 'Please choose an audio source before continuing.'", () => {
    expect(validateAudio(emptyAudio)).toBe('Please choose an audio source before continuing.');
    expect(validateAudio(audio({ source: 'url', url: '  ' }))).toBe('Please choose an audio source before continuing.');
    expect(validateAudio(audio({ source: 'url', url: 'https://e.com/page' }))).toBe(
      'Please choose an audio source before continuing.',
    );
  });
  it('needs the permission for an uploaded file', () => {
    expect(validateAudio(audio({ uploadUrl: '/media/a.mp3' }))).toBe(
      'You must agree that you have permission to share this file.',
    );
    expect(validateAudio(audio({ uploadUrl: '/media/a.mp3', confirmTos: true }))).toBeNull();
  });
  it('waits for the upload', () => {
    expect(validateAudio(audio({ uploading: true }))).toBe('Uploads in progress.');
  });
  it('takes an audio file URL without permission', () => {
    expect(validateAudio(audio({ source: 'url', url: 'https://e.com/song.mp3' }))).toBeNull();
  });
});

describe('audioPayload (spec 1 §7)', () => {
  it('sends an upload with confirm_tos, the ID3 tags and the album art', () => {
    const v = audio({
      uploadUrl: '/media/a.mp3',
      confirmTos: true,
      trackTitle: ' Song ',
      trackArtist: 'Band',
      trackAlbum: 'LP',
      albumArt: '/media/art.jpg',
    });
    expect(audioPayload(v)).toEqual({
      preuploaded_url: '/media/a.mp3',
      confirm_tos: '1',
      'id3_tags[title]': 'Song',
      'id3_tags[artist]': 'Band',
      'id3_tags[album]': 'LP',
      album_art: '/media/art.jpg',
    });
  });
  it('sends a URL as post[three]', () => {
    expect(audioPayload(audio({ source: 'url', url: ' https://e.com/a.mp3 ' }))).toMatchObject({
      'post[three]': 'https://e.com/a.mp3',
    });
    expect(audioPayload(audio({ source: 'url', url: 'https://e.com/a.mp3' }))).not.toHaveProperty('preuploaded_url');
  });
});

describe('audioValueFromPost', () => {
  it('reopens an own upload as an upload already agreed to', () => {
    const post = fakePost({
      type: 'audio',
      content: { audio: { url: '/media/a.mp3', track_title: 'T', artist: 'A', album: 'L', album_art: null } },
    });
    expect(audioValueFromPost(post)).toEqual(
      audio({
        source: 'upload',
        uploadUrl: '/media/a.mp3',
        confirmTos: true,
        trackTitle: 'T',
        trackArtist: 'A',
        trackAlbum: 'L',
      }),
    );
  });
  it('reopens an external URL as a URL', () => {
    const post = fakePost({
      type: 'audio',
      content: { audio: { url: 'https://e.com/a.mp3', track_title: '', artist: '', album: '', album_art: '/media/x.jpg' } },
    });
    expect(audioValueFromPost(post)).toMatchObject({ source: 'url', url: 'https://e.com/a.mp3', albumArt: '/media/x.jpg' });
    expect(audioValueFromPost(fakePost())).toEqual(emptyAudio);
  });
});

describe('validateVideo (spec 1 §5 "Video")', () => {
  it("needs something: 'No video specified.'", () => {
    expect(validateVideo(emptyVideo)).toBe('No video specified.');
    expect(validateVideo(video({ source: 'url', url: '' }))).toBe('No video specified.');
    expect(validateVideo(video({ source: 'embed', embedInput: ' ' }))).toBe('No video specified.');
  });
  it('needs the permission for an uploaded file', () => {
    expect(validateVideo(video({ uploadUrl: '/media/v.mp4' }))).toBe(
      'You must agree that you have permission to share this file.',
    );
    expect(validateVideo(video({ uploadUrl: '/media/v.mp4', confirmTos: true }))).toBeNull();
    expect(validateVideo(video({ uploading: true }))).toBe('Uploads in progress.');
  });
  it("needs a video file for a direct URL: 'Direct embed missing.'", () => {
    expect(validateVideo(video({ source: 'url', url: 'https://e.com/watch' }))).toBe('Direct embed missing.');
    expect(validateVideo(video({ source: 'url', url: 'https://e.com/v.mp4' }))).toBeNull();
  });
  it("needs a resolved embed: 'No embed specified.'", () => {
    const embed = {
      thumbnail: false as const,
      url: 'x',
      preview_iframe: null,
      embed_code: iframe,
      embed_render_context: 'blank',
    };
    expect(validateVideo(video({ source: 'embed', embedInput: 'x', embedLoading: true }))).toBe('Loading video data.');
    expect(validateVideo(video({ source: 'embed', embedInput: 'x', embedError: 'Invalid embed code' }))).toBe(
      'Invalid embed code',
    );
    expect(validateVideo(video({ source: 'embed', embedInput: 'x' }))).toBe('No embed specified.');
    expect(
      validateVideo(video({ source: 'embed', embedInput: 'x', embed: { ...embed, embed_code: '<script src="a"></script>' } })),
    ).toBe('No embed specified.');
    expect(validateVideo(video({ source: 'embed', embedInput: 'x', embed }))).toBeNull();
  });
});

describe('videoPayload (spec 1 §7)', () => {
  it('sends an upload, a direct URL or the embed code', () => {
    expect(videoPayload(video({ uploadUrl: '/media/v.mp4', confirmTos: true }))).toEqual({
      preuploaded_url: '/media/v.mp4',
      confirm_tos: '1',
    });
    expect(videoPayload(video({ source: 'url', url: ' https://e.com/v.mp4' }))).toEqual({ 'post[three]': 'https://e.com/v.mp4' });
    const embed = {
      thumbnail: 'https://i/t.jpg',
      url: 'u',
      preview_iframe: null,
      embed_code: iframe,
      embed_render_context: 'youtube',
    };
    expect(videoPayload(video({ source: 'embed', embedInput: 'u', embed }))).toEqual({ embed_code: iframe });
  });
});

describe('videoValueFromPost', () => {
  const content = (v: Partial<NonNullable<ReturnType<typeof fakePost>['content']['video']>>) => ({
    video: { url: null, hd_url: null, poster: null, width: 640, height: 360, duration: 0, embed_html: null, ...v },
  });
  it('reopens uploads, URLs and embeds', () => {
    expect(videoValueFromPost(fakePost({ type: 'video', content: content({ url: '/media/v.mp4' }) }))).toEqual(
      video({ source: 'upload', uploadUrl: '/media/v.mp4', confirmTos: true }),
    );
    expect(videoValueFromPost(fakePost({ type: 'video', content: content({ url: 'https://e.com/v.mp4' }) }))).toMatchObject({
      source: 'url',
      url: 'https://e.com/v.mp4',
    });
    const fromEmbed = videoValueFromPost(fakePost({ type: 'video', content: content({ embed_html: iframe }) }));
    expect(fromEmbed).toMatchObject({
      source: 'embed',
      embedInput: iframe,
      embed: { embed_code: iframe, url: 'https://www.youtube.com/embed/abc' },
    });
    expect(validateVideo(fromEmbed)).toBeNull();
    expect(videoValueFromPost(fakePost())).toEqual(emptyVideo);
  });
});

describe('withCanonicalType', () => {
  it('renames the types browsers vary on', () => {
    expect(withCanonicalType(new File(['x'], 'a.m4a', { type: 'audio/x-m4a' })).type).toBe('audio/mp4');
    expect(withCanonicalType(new File(['x'], 'a.MOV', { type: '' })).type).toBe('video/quicktime');
    const txt = new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(withCanonicalType(txt)).toBe(txt);
  });
});
