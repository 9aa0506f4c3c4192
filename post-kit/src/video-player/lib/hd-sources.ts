export interface VideoSources {
  url: string;
  hdUrl: string | null;
}

/** The source for the HD toggle's state (standard when there is no HD file). */
export function sourceFor(sources: VideoSources, hd: boolean): string {
  return hd && sources.hdUrl ? sources.hdUrl : sources.url;
}

export interface PlaybackSnapshot {
  time: number;
  paused: boolean;
  muted: boolean;
}

/** What the player must restore after a source switch: position, paused and muted state (spec 1 §4). */
export function restoreAfterSwitch(snapshot: PlaybackSnapshot): { time: number; play: boolean; muted: boolean } {
  return { time: snapshot.time, play: !snapshot.paused, muted: snapshot.muted };
}

/** A MIME type from the file extension, so video.js can pick a tech without probing. */
export function videoType(url: string): string | undefined {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.mp4') || path.endsWith('.m4v')) return 'video/mp4';
  if (path.endsWith('.webm')) return 'video/webm';
  if (path.endsWith('.ogv') || path.endsWith('.ogg')) return 'video/ogg';
  if (path.endsWith('.m3u8')) return 'application/x-mpegURL';
  if (path.endsWith('.mov')) return 'video/mp4';
  return undefined;
}
