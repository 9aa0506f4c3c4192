import type { MouseEvent, ReactNode } from 'react';
import type { BlogPreviewHoverProps } from '../blog-preview';
import { usePostCardHost } from '../host';
import { isPlainLeftClick } from '../lib/navigation';

/**
 * A real link to the blog; a plain click asks the blog remote to open its overlay instead
 * (a modified click, or a link with a target, still opens the blog page in a new tab).
 */
export function BlogLink({
  name,
  className,
  children,
  id,
  target,
  decorative,
  preview,
}: {
  name: string;
  className?: string;
  children: ReactNode;
  id?: string;
  /** `_blank`: the blog opens in a new tab instead of the overlay. */
  target?: '_blank';
  /** A second link to the same blog next to its named one (an avatar): hidden from the keyboard and screen readers. */
  decorative?: boolean;
  /** Hovering the name opens the blog's popover (useBlogPreview's `hover`). */
  preview?: BlogPreviewHoverProps;
}) {
  const { bus } = usePostCardHost();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    bus.emit('blog:open', { name });
  };
  return (
    <a
      id={id}
      href={`/blog/${encodeURIComponent(name)}`}
      className={className}
      onClick={onClick}
      target={target}
      rel={target ? 'noopener noreferrer' : undefined}
      {...(decorative ? { 'aria-hidden': true, tabIndex: -1 } : {})}
      {...preview}
    >
      {children}
    </a>
  );
}
