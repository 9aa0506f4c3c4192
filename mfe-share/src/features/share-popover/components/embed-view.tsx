import { useRef } from 'react';
import { EmbedCodeField } from '../../../components/embed-code-field';
import { copyStatusText, useCopyToClipboard } from '../hooks/use-copy-to-clipboard';

/** The embed code, read-only, selected whole on focus or click so it can be copied at once. */
export function EmbedView({ embedCode }: { embedCode: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const { status, copy } = useCopyToClipboard();
  return (
    <div className="share-embed">
      <EmbedCodeField
        ref={field}
        id="share-embed-code"
        embedCode={embedCode}
        rows={6}
        labelClassName="share-embed__label"
        fieldClassName="share-embed__code"
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
