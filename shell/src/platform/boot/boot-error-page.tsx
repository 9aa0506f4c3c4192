import './boot-error-page.css';

/** Shown instead of the dashboard when the page's bootstrap is missing or malformed. */
export function BootErrorPage({ problems }: { problems: string[] }) {
  return (
    <main className="shell-boot-error">
      <h1>The dashboard could not start</h1>
      <p>The page arrived without valid start-up data. Reload the page; if this keeps happening, the server is misconfigured.</p>
      <details>
        <summary>Details</summary>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </details>
      <button type="button" className="shell-boot-error__reload" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
