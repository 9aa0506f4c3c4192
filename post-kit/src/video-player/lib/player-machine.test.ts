import { decide, initialPlayerState } from './player-machine';
import type { PlayerInput, PlayerState } from './player-machine';

const desktop = { isMobile: false, livestream: false, reducedMotion: false };
const start = (overrides: Partial<PlayerState> = {}): PlayerState => ({
  ...initialPlayerState({ autoplay: true, loop: true, muted: false, duration: 10 }),
  ...overrides,
});
const run = (state: PlayerState, ...inputs: PlayerInput[]) =>
  inputs.reduce(
    (acc, input) => {
      const next = decide(acc.state, desktop, input);
      return { state: next.state, effects: [...acc.effects, ...next.effects] };
    },
    { state, effects: [] as string[] },
  );

describe('player machine', () => {
  it('starts paused and not loaded; loaded after metadata', () => {
    const state = start();
    expect(state.playing).toBe(false);
    expect(state.loaded).toBe(false);
    expect(decide(state, desktop, { type: 'metadata', duration: 10 }).state.loaded).toBe(true);
  });

  it('autoplay starts muted when the video becomes visible', () => {
    const { state, effects } = run(start(), { type: 'visibility', visible: true });
    expect(effects).toEqual(['mute', 'play']);
    expect(state.autoplaying).toBe(true);
    expect(state.muted).toBe(true);
  });

  it('does not autoplay when not visible, on mobile, short, blocked or with autoplay off', () => {
    expect(run(start(), { type: 'visibility', visible: false }).effects).toEqual([]);
    expect(decide(start(), { ...desktop, isMobile: true }, { type: 'visibility', visible: true }).effects).toEqual([]);
    expect(run(start({ duration: 1 }), { type: 'visibility', visible: true }).effects).toEqual([]);
    expect(run(start({ blocked: true }), { type: 'visibility', visible: true }).effects).toEqual([]);
    expect(run(start({ autoplay: false }), { type: 'visibility', visible: true }).effects).toEqual([]);
  });

  it('a livestream autoplays whatever its duration', () => {
    const { effects } = decide(start({ duration: 0 }), { ...desktop, livestream: true }, { type: 'visibility', visible: true });
    expect(effects).toEqual(['mute', 'play']);
  });

  it('metadata arriving while visible starts autoplay with the real duration', () => {
    const visibleButShort = run(start({ duration: 0 }), { type: 'visibility', visible: true });
    expect(visibleButShort.effects).toEqual([]);
    expect(run(visibleButShort.state, { type: 'metadata', duration: 12 }).effects).toEqual(['mute', 'play']);
  });

  it('leaving the viewport pauses an autoplaying video, not one the user started', () => {
    const autoplaying = run(start(), { type: 'visibility', visible: true }, { type: 'played' }).state;
    expect(run(autoplaying, { type: 'visibility', visible: false }).effects).toEqual(['pause']);
    const userPlaying = start({ autoplay: false, playing: true, visible: true });
    expect(run(userPlaying, { type: 'visibility', visible: false }).effects).toEqual([]);
  });

  it('an autoplaying video paused on leaving starts again when it comes back', () => {
    const { state } = run(
      start(),
      { type: 'visibility', visible: true },
      { type: 'played' },
      { type: 'visibility', visible: false },
      { type: 'paused' },
    );
    expect(run(state, { type: 'visibility', visible: true }).effects).toEqual(['mute', 'play']);
  });

  it('clicking an autoplaying video pauses it and turns autoplay and mute off', () => {
    const playing = run(start(), { type: 'visibility', visible: true }, { type: 'played' }).state;
    const { state, effects } = run(playing, { type: 'click-video' });
    expect(effects).toEqual(['pause', 'unmute']);
    expect(state).toMatchObject({ autoplay: false, autoplaying: false, muted: false });
    // From then on it never autoplays again.
    expect(
      run(state, { type: 'paused' }, { type: 'visibility', visible: false }, { type: 'visibility', visible: true }).effects,
    ).toEqual([]);
  });

  it('clicking a video the user controls toggles play and pause', () => {
    expect(run(start({ autoplay: false }), { type: 'click-video' }).effects).toEqual(['play']);
    expect(run(start({ autoplay: false, playing: true }), { type: 'click-video' }).effects).toEqual(['pause']);
  });

  it('the mute control of an autoplaying video restarts it unmuted; fullscreen restarts it', () => {
    const playing = run(start(), { type: 'visibility', visible: true }, { type: 'played' }).state;
    const mute = run(playing, { type: 'click-control', control: 'mute' });
    expect(mute.effects).toEqual(['unmute', 'restart']);
    expect(mute.state).toMatchObject({ autoplay: false, muted: false });
    const fullscreen = run(playing, { type: 'click-control', control: 'fullscreen' });
    expect(fullscreen.effects).toEqual(['restart']);
    expect(fullscreen.state).toMatchObject({ autoplay: false, muted: true });
  });

  it('the play control of an autoplaying video acts like a click on it', () => {
    const playing = run(start(), { type: 'visibility', visible: true }, { type: 'played' }).state;
    expect(run(playing, { type: 'click-control', control: 'play' }).effects).toEqual(['pause', 'unmute']);
  });

  it('controls of a video the user controls are left to the player', () => {
    expect(run(start({ autoplay: false, playing: true }), { type: 'click-control', control: 'mute' }).effects).toEqual([]);
  });

  it('on ended it loops unless loop is off', () => {
    expect(run(start({ playing: true }), { type: 'ended' }).effects).toEqual(['loop']);
    const noLoop = run(start({ playing: true, loop: false }), { type: 'ended' });
    expect(noLoop.effects).toEqual([]);
    expect(noLoop.state.playing).toBe(false);
  });

  it('loop is forced off when the duration is at most 1 s', () => {
    expect(initialPlayerState({ autoplay: true, loop: true, muted: false, duration: 1 }).loop).toBe(false);
    const { state, effects } = run(start(), { type: 'metadata', duration: 0.8 }, { type: 'ended' });
    expect(state.loop).toBe(false);
    expect(effects).not.toContain('loop');
  });

  it('on error it pauses and turns loop and autoplay off', () => {
    const { state, effects } = run(start({ playing: true, autoplaying: true }), { type: 'error' });
    expect(effects).toEqual(['pause']);
    expect(state).toMatchObject({ loop: false, autoplay: false, playing: false });
    expect(run(state, { type: 'visibility', visible: true }).effects).toEqual([]);
  });

  it('the blog overlay or post form pauses any playing video; autoplay waits for it to close', () => {
    expect(run(start({ autoplay: false, playing: true }), { type: 'blocked', blocked: true }).effects).toEqual(['pause']);
    const autoplaying = run(start(), { type: 'visibility', visible: true }, { type: 'played' }).state;
    const blocked = run(autoplaying, { type: 'blocked', blocked: true }, { type: 'paused' });
    expect(blocked.effects).toEqual(['pause']);
    expect(run(blocked.state, { type: 'blocked', blocked: false }).effects).toEqual(['mute', 'play']);
  });

  it('follows the muted state the player reports', () => {
    expect(run(start(), { type: 'volume', muted: true }).state.muted).toBe(true);
  });
});
