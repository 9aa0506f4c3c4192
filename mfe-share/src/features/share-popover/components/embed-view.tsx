import { useRef } from 'react';
import { copyStatusText, useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

/** The embed code, read-only, selected whole on focus or click so it can be copied at once. */
export function EmbedView({ embedCode }: { embedCode: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const { status, copy } = useCopyToClipboard();
  const selectAll = (e: React.SyntheticEvent<HTMLTextAreaElement>) => e.currentTarget.select();
  return (
    <div className="share-embed">
      <label className="share-embed__label" htmlFor="share-embed-code">
        Embed code
      </label>
      <textarea
        id="share-embed-code"
        ref={field}
        className="share-embed__code"
        readOnly
        rows={6}
        value={embedCode}
        onFocus={selectAll}
        onClick={selectAll}
      />
      <div className="share-embed__actions">
        <button type="button" className="share-button" onClick={() => void copy(embedCode, field.current)}>
          Copy embed code
        </button>
        <span className="share-copy-row__status" role="status">
          {copyStatusText(status)}
        </span>
      </div>
    </div>
  );
}
