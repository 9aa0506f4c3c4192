import { MIN_LOOP_DURATION_S, VIDEO_ERROR_NAMES } from './video-constants';

export interface PlayerEnv {
  /** flags.is_mobile_handset */
  isMobile: boolean;
  livestream: boolean;
  /** Decision: prefers-reduced-motion also keeps videos from starting on their own (WCAG 2.2.2). */
  reducedMotion: boolean;
}

/** Spec 1 §4: autoplay only when not on mobile, and longer than the minimum loop duration or a livestream. */
export function mayAutoplay(env: PlayerEnv, duration: number): boolean {
  if (env.isMobile || env.reducedMotion) return false;
  // A live stream reports an infinite duration once its metadata is in.
  if (env.livestream || duration === Number.POSITIVE_INFINITY) return true;
  return Number.isFinite(duration) && duration > MIN_LOOP_DURATION_S;
}

/** Spec 1 §4: loop is forced off when the (known) duration is at most 1 s. */
export function effectiveLoop(loop: boolean, duration: number): boolean {
  const known = Number.isFinite(duration) && duration > 0;
  return loop && !(known && duration <= MIN_LOOP_DURATION_S);
}

/** The logged name of a MediaError code; anything unknown is a custom error. */
export function videoErrorName(code: number | null | undefined): string {
  return VIDEO_ERROR_NAMES[code ?? 0] ?? 'custom';
}
