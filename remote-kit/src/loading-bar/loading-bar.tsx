import './loading-bar.css';

/** An indeterminate bar loader with an accessible name. */
export function LoadingBar({ label }: { label: string }) {
  return (
    <div className="kit-loading-bar" role="progressbar" aria-label={label} aria-busy="true">
      <span className="kit-loading-bar__fill" />
    </div>
  );
}
