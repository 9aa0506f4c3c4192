import './loading-bar.css';

/** An indeterminate bar loader with an accessible name. */
export function LoadingBar({ label }: { label: string }) {
  return (
    <div className="msg-loading-bar" role="progressbar" aria-label={label} aria-busy="true">
      <span className="msg-loading-bar__fill" />
    </div>
  );
}
