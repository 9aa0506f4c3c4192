import './crash-notice.css';

export interface CrashNoticeOptions {
  /** What the user reads when the remote's React tree throws, e.g. "Compose stopped working." */
  message: string;
  /** A remote's own class, added to the kit's, for its own look. */
  className?: string;
}

/**
 * The error boundary single-spa-react renders when a tree throws. An application gets a block
 * notice; a header widget gets a short inline one that fits the dark header.
 */
export function crashNotice({ message, className }: CrashNoticeOptions, variant: 'app' | 'widget') {
  const classes = `kit-crash-notice kit-crash-notice--${variant}${className ? ` ${className}` : ''}`;
  return function CrashNotice() {
    return variant === 'app' ? (
      <p role="alert" className={classes}>
        {message}
      </p>
    ) : (
      <span role="alert" className={classes}>
        {message}
      </span>
    );
  };
}
