import { useEffect, useRef } from 'react';

/** The embed code in the older popover: read-only, selected on focus or click; Cancel goes back to the list. */
export function OlderEmbedForm({ embedCode, onCancel }: { embedCode: string; onCancel: () => void }) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const selectAll = (e: React.SyntheticEvent<HTMLTextAreaElement>) => e.currentTarget.select();
  return (
    <div className="older-share__form">
      <label className="share-field__label" htmlFor="older-share-embed">
        Embed code
      </label>
      <textarea
        id="older-share-embed"
        ref={field}
        className="share-field"
        readOnly
        rows={5}
        value={embedCode}
        onFocus={selectAll}
        onClick={selectAll}
      />
      <div className="share-form__actions">
        <button type="button" className="share-link-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
