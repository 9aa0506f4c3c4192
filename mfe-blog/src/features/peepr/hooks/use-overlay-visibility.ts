import { useEffect, useRef } from 'react';
import { useRemote } from '@dash/remote-kit';

/**
 * Announces 'blog:overlay-visibility' when the panel comes and when it is gone (videos pause while
 * it is open). Nothing at mount while closed; a remote unmounted with the panel open says closed.
 */
export function useOverlayVisibility(open: boolean): void {
  const { bus } = useRemote();
  const announced = useRef(false);
  useEffect(() => {
    if (open === announced.current) return;
    announced.current = open;
    bus.emit('blog:overlay-visibility', { open });
  }, [bus, open]);
  useEffect(
    () => () => {
      if (announced.current) bus.emit('blog:overlay-visibility', { open: false });
      announced.current = false;
    },
    [bus],
  );
}
