import type { MouseEvent, ReactNode } from 'react';
import { useShellServices } from '../../../app/shell-services';
import { isPlainLeftClick } from '../../../lib/navigation';

/**
 * A real link to the blog; a plain click asks the blog remote to open its overlay instead
 * (a modified click still opens the blog page in a new tab).
 */
export function BlogLink({
  name,
  className,
  children,
  id,
}: {
  name: string;
  className?: string;
  children: ReactNode;
  id?: string;
}) {
  const { bus } = useShellServices();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    bus.emit('blog:open', { name });
  };
  return (
    <a id={id} href={`/blog/${encodeURIComponent(name)}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
