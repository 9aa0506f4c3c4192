import { useRef } from 'react';
import { copyStatusText, useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

/** The post URL in a read-only field with a Copy link button and its confirmation. */
export function PermalinkField({ url }: { url: string }) {
  const field = useRef<HTMLInputElement>(null);
  const { status, copy } = useCopyToClipboard();
  return (
    <div className="share-copy-row">
      <input
        ref={field}
        className="share-copy-row__field"
        type="text"
        readOnly
        value={url}
        aria-label="Post link"
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" className="share-button" onClick={() => void copy(url, field.current)}>
        Copy link
      </button>
      <span className="share-copy-row__status" role="status">
        {copyStatusText(status)}
      </span>
    </div>
  );
}
