import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useShellServices } from '../app/shell-services';
import { isPlainLeftClick } from '../lib/navigation';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A real link that navigates inside the app without a page load (history push). */
export function AppLink({ href, onClick, ...rest }: Props) {
  const { router } = useShellServices();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    router.navigate(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
