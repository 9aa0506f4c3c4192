import { forwardRef } from 'react';
import type { ButtonHTMLAttributes } from 'react';

/** A footer action: a named button (text shown, so its name is what people read). */
export const TextAction = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function TextAction(
  { className, type, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type === 'submit' ? 'submit' : 'button'}
      className={`pk-post__text-action ${className ?? ''}`.trim()}
      {...rest}
    />
  );
});
