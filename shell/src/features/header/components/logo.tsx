import { useRef, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { loadOnce } from '../../../lib/load-once';
import type * as LogoAnimations from '../logo-animations';
import type { ShuffleBag } from '../logo-animations/shuffle-bag';

type Animation = (typeof LogoAnimations.LOGO_ANIMATIONS)[number];

/** The ten hover images are their own chunk, fetched on the first hover or focus (issue 8). */
const loadAnimations = loadOnce<typeof LogoAnimations>(
  () => import(/* webpackChunkName: "logo-animations" */ '../logo-animations'),
);

/** The wordmark. Each hover (or keyboard focus) shows the next image from a shuffled bag. */
export function Logo({ href }: { href: string }) {
  const bag = useRef<ShuffleBag | null>(null);
  // Each hover or focus gets a number; an image that loads after the pointer has left is not shown.
  const hover = useRef(0);
  const [animation, setAnimation] = useState<Animation | null>(null);

  const start = () => {
    const current = ++hover.current;
    loadAnimations().then(
      ({ LOGO_ANIMATIONS, createShuffleBag }) => {
        if (current !== hover.current) return;
        bag.current ??= createShuffleBag(LOGO_ANIMATIONS.length);
        setAnimation(LOGO_ANIMATIONS[bag.current.next()] ?? null);
      },
      (error: unknown) => console.warn('[dash logo] the hover images could not be loaded', error),
    );
  };
  const stop = () => {
    hover.current += 1;
    setAnimation(null);
  };

  return (
    <AppLink
      href={href}
      className="shell-logo"
      aria-label="Dashboard home"
      onMouseEnter={start}
      onMouseLeave={stop}
      onFocus={start}
      onBlur={stop}
    >
      <span className="shell-logo__mark" aria-hidden="true">
        d
      </span>
      <span className="shell-logo__anim" data-animation={animation?.name}>
        {animation && <animation.Component />}
      </span>
    </AppLink>
  );
}
