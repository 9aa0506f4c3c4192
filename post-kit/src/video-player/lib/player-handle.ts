/** The player events the controller listens to. */
export type PlayerEventName = 'play' | 'pause' | 'ended' | 'error' | 'loadedmetadata' | 'volumechange' | 'fullscreenchange';

/**
 * The part of a video.js 8 player the video feature uses, as plain methods (video.js getters and
 * setters share one overloaded name). The adapter in `videojs-adapter.ts` builds it from a real
 * player; tests pass a fake.
 */
export interface PlayerHandle {
  play(): void;
  pause(): void;
  isPaused(): boolean;
  hasEnded(): boolean;
  getTime(): number;
  setTime(seconds: number): void;
  getDuration(): number;
  getRate(): number;
  isMuted(): boolean;
  setMuted(muted: boolean): void;
  setVolume(volume: number): void;
  setSource(url: string): void;
  /** The current MediaError code, or null. */
  errorCode(): number | null;
  isFullscreen(): boolean;
  on(event: PlayerEventName, listener: () => void): () => void;
  once(event: PlayerEventName, listener: () => void): void;
  /** The element holding the player and its controls (clicks on controls are read from it). */
  element(): HTMLElement;
  dispose(): void;
}
