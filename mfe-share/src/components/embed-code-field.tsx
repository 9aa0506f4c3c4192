import { forwardRef } from 'react';

interface EmbedCodeFieldProps {
  id: string;
  embedCode: string;
  rows: number;
  labelClassName: string;
  fieldClassName: string;
}

const selectAll = (e: React.SyntheticEvent<HTMLTextAreaElement>) => e.currentTarget.select();

/** The embed code output (spec 3 §3, §2 item 10): labelled, read-only, selected whole on focus or click. */
export const EmbedCodeField = forwardRef<HTMLTextAreaElement, EmbedCodeFieldProps>(function EmbedCodeField(
  { id, embedCode, rows, labelClassName, fieldClassName },
  ref,
) {
  return (
    <>
      <label className={labelClassName} htmlFor={id}>
        Embed code
      </label>
      <textarea
        id={id}
        ref={ref}
        className={fieldClassName}
        readOnly
        rows={rows}
        value={embedCode}
        onFocus={selectAll}
        onClick={selectAll}
      />
    </>
  );
});
