import './loading-bar.css';

/** An indeterminate bar loader with an accessible name. */
export function LoadingBar({ label }: { label: string }) {
  return (
    <div className="activity-loading-bar" role="progressbar" aria-label={label} aria-busy="true">
      <span className="activity-loading-bar__fill" />
    </div>
  );
}
