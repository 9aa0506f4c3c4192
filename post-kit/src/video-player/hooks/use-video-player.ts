import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useHostBusEvent, usePostCardHost } from '../../host';
import { logVideoConversion } from '../api/log-video-conversion';
import { claimConversionLog } from '../lib/conversion-once';
import { mayAutoplay } from '../lib/autoplay-rules';
import { loadPlayer, videojsVersion } from '../lib/load-videojs';
import type { VideoController } from '../lib/video-controller';
import type { PlayerHandle } from '../lib/player-handle';
import { VIDEO_LOG_EVENT, VISIBLE_RATIO } from '../lib/video-constants';
import { useIntersection } from './use-intersection';

export interface VideoPlayerSetup {
  url: string;
  hdUrl: string | null;
  poster: string | null;
  duration: number;
  autoplay: boolean;
  loop: boolean;
  livestream: boolean;
  /** Read when an event is logged (the post id may only be known after mount). */
  postId: () => string | undefined;
}

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'failed';

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Whether a video in view may start on its own (spec 1 §4), as far as the page knows before the
 * player has loaded: an unknown duration (0) lets the player load, and the rules decide again once
 * its metadata is in.
 */
function mayStartOnItsOwn(setup: VideoPlayerSetup, isMobile: boolean): boolean {
  if (!setup.autoplay) return false;
  const env = { isMobile, livestream: setup.livestream, reducedMotion: prefersReducedMotion() };
  return mayAutoplay(env, setup.duration) || (!env.isMobile && !env.reducedMotion && setup.duration === 0);
}

/**
 * Loads video.js on play (issue 8): on the poster's play button, or, where the autoplay rules let
 * the video start on its own, once it is in view (muted autoplay then starts when the player is
 * ready). Builds the player inside `mount` (an element React never renders into, since video.js
 * rewrites it) and feeds the controller what the page knows: visibility (≥ 50 % in view), the blog
 * overlay (for cards on the page) and the post form.
 */
export function useVideoPlayer(
  region: RefObject<HTMLElement | null>,
  mount: RefObject<HTMLElement | null>,
  setup: VideoPlayerSetup,
) {
  const { bus, api, session, surface } = usePostCardHost();
  const [wanted, setWanted] = useState(false);
  const playRequested = useRef(false);
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const controller = useRef<VideoController | null>(null);
  const visible = useRef(false);
  const overlays = useRef({ blog: false, form: false });
  const latest = useRef(setup);
  useEffect(() => {
    latest.current = setup;
  });

  useIntersection(region, { threshold: [0, VISIBLE_RATIO] }, (entry) => {
    visible.current = entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO;
    controller.current?.setVisible(visible.current);
    if (visible.current && mayStartOnItsOwn(latest.current, session.get().flags.is_mobile_handset === true)) setWanted(true);
  });
  const blocked = () => overlays.current.blog || overlays.current.form;
  // What covers this surface pauses its videos: the blog overlay covers the page, the post form the
  // page and the blog overlay; nothing covers the post form's own trail.
  useHostBusEvent('blog:overlay-visibility', ({ open }) => {
    overlays.current.blog = open && surface === 'page';
    controller.current?.setBlocked(blocked());
  });
  useHostBusEvent('compose:form-visibility', ({ open }) => {
    overlays.current.form = open && surface !== 'post-form';
    controller.current?.setBlocked(blocked());
  });

  const { url, hdUrl, poster, duration, autoplay, loop, livestream } = setup;
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let handle: PlayerHandle | null = null;
    setStatus('loading');
    loadPlayer().then(
      ({ videojs, kit: { createVideoController, createVideojsHandle } }) => {
        const host = mount.current;
        if (cancelled || !host) return;
        const element = document.createElement('video');
        host.appendChild(element);
        handle = createVideojsHandle(videojs, {
          element,
          source: url,
          poster,
          onVideoClick: () => controller.current?.clickVideo(),
        });
        controller.current = createVideoController({
          player: handle,
          env: { isMobile: session.get().flags.is_mobile_handset === true, livestream, reducedMotion: prefersReducedMotion() },
          sources: { url, hdUrl },
          // Pressed play: the viewer has started it, with sound; no autoplay to take over from.
          initial: { autoplay: autoplay && !playRequested.current, loop, muted: false, duration },
          log: (action, data = {}) =>
            bus.emit('log:event', { event: VIDEO_LOG_EVENT, data: { action, postId: latest.current.postId(), ...data } }),
          onPlay: () => {
            if (!claimConversionLog(session.get().logged_in)) return;
            logVideoConversion(api, videojsVersion(videojs)).catch((error: unknown) =>
              console.warn('[video-player] the conversion log was not sent', error),
            );
          },
        });
        controller.current.setBlocked(overlays.current.blog || overlays.current.form);
        controller.current.setVisible(visible.current);
        setStatus('ready');
        if (playRequested.current) handle.play();
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('[error-report] the video player code failed to load', error);
        setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      controller.current?.dispose();
      controller.current = null;
      handle?.dispose();
    };
  }, [wanted, url, hdUrl, poster, duration, autoplay, loop, livestream, mount, bus, api, session]);

  return {
    status,
    setHd: (hd: boolean) => controller.current?.setHd(hd),
    /** The poster's play button: loads the player and starts playback once it is ready. */
    play: () => {
      playRequested.current = true;
      setWanted(true);
    },
  };
}
