/** The round play button over the poster, before a video is played (the player and its face share it). */
export function PlayButton({ busy, onPlay }: { busy: boolean; onPlay: () => void }) {
  return (
    <button type="button" className="pk-video-player__play" aria-label="Play video" aria-busy={busy} onClick={onPlay}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M8 5v14l11-7z" />
      </svg>
    </button>
  );
}
