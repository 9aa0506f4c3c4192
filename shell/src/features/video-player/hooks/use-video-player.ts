import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useShellServices } from '../../../app/shell-services';
import { useBusEvent } from '../../../lib/use-bus-event';
import { logVideoConversion } from '../api/log-video-conversion';
import { claimConversionLog } from '../lib/conversion-once';
import { loadVideojs, videojsVersion } from '../lib/load-videojs';
import { createVideoController } from '../lib/video-controller';
import type { VideoController } from '../lib/video-controller';
import { createVideojsHandle } from '../lib/videojs-adapter';
import type { PlayerHandle } from '../lib/player-handle';
import { VIDEO_LOG_EVENT, VISIBLE_RATIO } from '../lib/video-constants';
import { useIntersection } from './use-intersection';
import { useNearViewport } from './use-near-viewport';

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
 * Loads video.js when the player nears the viewport, builds the player inside `mount` (an element
 * React never renders into, since video.js rewrites it) and feeds the controller what the page
 * knows: visibility (≥ 50 % in view), the blog overlay and the post form.
 */
export function useVideoPlayer(
  region: RefObject<HTMLElement | null>,
  mount: RefObject<HTMLElement | null>,
  setup: VideoPlayerSetup,
) {
  const { bus, api, session } = useShellServices();
  const near = useNearViewport(region);
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
  });
  const blocked = () => overlays.current.blog || overlays.current.form;
  useBusEvent('blog:overlay-visibility', ({ open }) => {
    overlays.current.blog = open;
    controller.current?.setBlocked(blocked());
  });
  useBusEvent('compose:form-visibility', ({ open }) => {
    overlays.current.form = open;
    controller.current?.setBlocked(blocked());
  });

  const { url, hdUrl, poster, duration, autoplay, loop, livestream } = setup;
  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    let handle: PlayerHandle | null = null;
    setStatus('loading');
    loadVideojs().then(
      (videojs) => {
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
          initial: { autoplay, loop, muted: false, duration },
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
  }, [near, url, hdUrl, poster, duration, autoplay, loop, livestream, mount, bus, api, session]);

  return { status, setHd: (hd: boolean) => controller.current?.setHd(hd) };
}
