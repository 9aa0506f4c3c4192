import { useRef, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { LOGO_ANIMATIONS, createShuffleBag } from '../logo-animations';
import type { ShuffleBag } from '../logo-animations/shuffle-bag';

/** The wordmark. Each hover (or keyboard focus) shows the next image from a shuffled bag. */
export function Logo({ href }: { href: string }) {
  const bag = useRef<ShuffleBag | null>(null);
  const [shown, setShown] = useState<number | null>(null);

  const start = () => {
    bag.current ??= createShuffleBag(LOGO_ANIMATIONS.length);
    setShown(bag.current.next());
  };
  const stop = () => setShown(null);
  const animation = shown === null ? undefined : LOGO_ANIMATIONS[shown];

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
