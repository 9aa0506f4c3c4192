/**
 * The outcome of the last save: "Saved." (a status line that keeps its place, so nothing shifts)
 * or why it failed (an alert). It sticks to the bottom of the window while the page scrolls, so it
 * is seen wherever the change was made (a picture at the top, Save further down).
 */
export function SettingsStatus({ status, error }: { status: string; error: string }) {
  return (
    <div className="shell-settings-status">
      {error && (
        <p role="alert" className="shell-form__error shell-settings__error">
          {error}
        </p>
      )}
      <p role="status" className="shell-settings__status">
        {status}
      </p>
    </div>
  );
}
