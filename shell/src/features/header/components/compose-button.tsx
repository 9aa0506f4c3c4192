import { useShellServices } from '../../../app/shell-services';

/** The pencil: opens fast compose (owned by the compose remote) through the bus. */
export function ComposeButton() {
  const { bus } = useShellServices();
  return (
    <button
      type="button"
      className="shell-compose-button"
      aria-label="Compose a post"
      onClick={() => bus.emit('compose:open-fast', {})}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.42l-2.34-2.34a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.84-1.82Z"
        />
      </svg>
    </button>
  );
}
