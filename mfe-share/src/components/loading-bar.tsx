import './loading-bar.css';

/** An indeterminate bar loader with an accessible name. */
export function LoadingBar({ label }: { label: string }) {
  return (
    <div className="share-loading-bar" role="progressbar" aria-label={label} aria-busy="true">
      <span className="share-loading-bar__fill" />
    </div>
  );
}
