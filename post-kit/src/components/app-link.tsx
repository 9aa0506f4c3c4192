import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePostCardHost } from '../host';
import { isPlainLeftClick } from '../lib/navigation';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A real link that navigates inside the app through the host (history push, no page load). */
export function AppLink({ href, onClick, ...rest }: Props) {
  const { navigate } = usePostCardHost();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
