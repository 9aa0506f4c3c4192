import type { MessagingServerData } from '@dash/shared-contracts';
import { MessageSound, NEW_MESSAGE_SOUND, soundsEnabled, type Playable } from './message-sound';

function fakeAudio(play: () => Promise<void> | void = () => Promise.resolve()) {
  const made: string[] = [];
  const createAudio = jest.fn((url: string): Playable => {
    made.push(url);
    return { play };
  });
  return { made, createAudio };
}

function setup(options: { enabled?: boolean; play?: () => Promise<void> | void } = {}) {
  const audio = fakeAudio(options.play);
  const blocked: string[] = [];
  let enabled = options.enabled ?? true;
  const sound = new MessageSound({
    isEnabled: () => enabled,
    onBlocked: (message) => blocked.push(message),
    createAudio: audio.createAudio,
  });
  return { sound, audio, blocked, setEnabled: (on: boolean) => (enabled = on) };
}

const features = (sounds: boolean) =>
  ({
    features: {
      minimize: true,
      icebreakers: true,
      persistence: true,
      desktop_notifications: true,
      sounds,
      gif_search: true,
      send_photos: true,
      tutorial: true,
    },
    inbox_poll_ms: 15_000,
    conversation_poll_ms: 15_000,
    image_upload_limit_bytes: 10_485_760,
    favorites_append_limit: 3,
  }) satisfies MessagingServerData;

test('the sound is an audio/mpeg file (spec 2 §3)', () => {
  expect(NEW_MESSAGE_SOUND).toEqual({ name: 'new-message', path: 'test-file-stub', type: 'audio/mpeg' });
});

test('needs both the server flag (absent = on) and the user preference (spec 2 §6)', () => {
  expect(soundsEnabled(undefined, { is_sounds_enabled: true })).toBe(true);
  expect(soundsEnabled(features(true), { is_sounds_enabled: true })).toBe(true);
  expect(soundsEnabled(features(false), { is_sounds_enabled: true })).toBe(false);
  expect(soundsEnabled(features(true), { is_sounds_enabled: false })).toBe(false);
  expect(soundsEnabled(undefined, { is_sounds_enabled: false })).toBe(false);
  expect(soundsEnabled(undefined, null)).toBe(false);
});

test('plays the file when the total rises, once per rise', () => {
  const { sound, audio } = setup();
  expect(sound.onPollChange(0, 1, false)).toBe(true);
  expect(sound.onPollChange(1, 3, false)).toBe(true);
  expect(audio.made).toEqual([NEW_MESSAGE_SOUND.path, NEW_MESSAGE_SOUND.path]);
});

test('stays quiet for the first answer, a drop or the same total', () => {
  const { sound, audio } = setup();
  expect(sound.onPollChange(0, 5, true)).toBe(false);
  expect(sound.onPollChange(5, 2, false)).toBe(false);
  expect(sound.onPollChange(2, 2, false)).toBe(false);
  expect(audio.createAudio).not.toHaveBeenCalled();
});

test('reads whether it is enabled at each rise', () => {
  const { sound, audio, setEnabled } = setup({ enabled: false });
  expect(sound.onPollChange(0, 1, false)).toBe(false);
  setEnabled(true);
  expect(sound.onPollChange(1, 2, false)).toBe(true);
  expect(audio.createAudio).toHaveBeenCalledTimes(1);
});

test('a refused play() (autoplay policy) is reported once and never thrown', async () => {
  const refusal = Object.assign(new Error('play() failed because the user did not interact'), { name: 'NotAllowedError' });
  const { sound, blocked } = setup({ play: () => Promise.reject(refusal) });
  expect(() => sound.onPollChange(0, 1, false)).not.toThrow();
  expect(() => sound.onPollChange(1, 2, false)).not.toThrow();
  await Promise.resolve();
  await Promise.resolve();
  expect(blocked).toEqual(['NotAllowedError: play() failed because the user did not interact']);
});

test('a play() that throws at once, or an Audio that cannot be made, is reported too', () => {
  const throwing = setup({
    play: () => {
      throw new Error('no audio output');
    },
  });
  expect(() => throwing.sound.onPollChange(0, 1, false)).not.toThrow();
  expect(throwing.blocked).toEqual(['Error: no audio output']);

  const blocked: string[] = [];
  const noAudio = new MessageSound({
    isEnabled: () => true,
    onBlocked: (message) => blocked.push(message),
    createAudio: () => {
      throw 'Audio is not defined';
    },
  });
  expect(() => noAudio.onPollChange(0, 1, false)).not.toThrow();
  expect(blocked).toEqual(['Audio is not defined']);
});

test('a play() without a promise (older browsers) is fine', () => {
  const { sound, blocked } = setup({ play: () => undefined });
  expect(sound.onPollChange(0, 1, false)).toBe(true);
  expect(blocked).toEqual([]);
});
