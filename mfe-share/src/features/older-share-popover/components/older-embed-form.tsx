import { useEffect, useRef } from 'react';
import { EmbedCodeField } from '../../../components/embed-code-field';

/** The embed code in the older popover: read-only, selected on focus or click; Cancel goes back to the list. */
export function OlderEmbedForm({ embedCode, onCancel }: { embedCode: string; onCancel: () => void }) {
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <div className="older-share__form">
      <EmbedCodeField
        ref={field}
        id="older-share-embed"
        embedCode={embedCode}
        rows={5}
        labelClassName="share-field__label"
        fieldClassName="share-field"
      />
      <div className="share-form__actions">
        <button type="button" className="share-link-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
