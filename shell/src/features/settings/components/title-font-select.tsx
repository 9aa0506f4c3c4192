import { useId } from 'react';
import { TITLE_FONTS } from '@dash/shared-contracts/core';

export interface TitleFontFieldProps {
  value: string;
  weight: 'regular' | 'bold';
  error: string | undefined;
  onChange: (name: string) => void;
}

/**
 * The title font as a plain list box: what the field shows until the picker's own chunk has loaded
 * (title-font-picker.tsx, each font in its face), and for good if that chunk cannot load.
 */
export function TitleFontSelect({ value, error, onChange }: TitleFontFieldProps) {
  const id = useId();
  return (
    <div className="shell-field">
      <label htmlFor={id} className="shell-field__label">
        Title font
      </label>
      <select id={id} className="shell-field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {/* A font stored before the catalogue stays choosable until it is changed. */}
        {!TITLE_FONTS.some((f) => f.name === value) && <option value={value}>{value}</option>}
        {TITLE_FONTS.map((font) => (
          <option key={font.name} value={font.name}>
            {font.name}
          </option>
        ))}
      </select>
      {error && <p className="shell-field__error">{error}</p>}
    </div>
  );
}
