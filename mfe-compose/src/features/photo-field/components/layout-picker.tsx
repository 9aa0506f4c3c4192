import { useId } from 'react';
import { layoutLabel, layoutOptions } from '../lib/layouts';

/** Radio group "Photo layout": each option drawn as its rows of small boxes. */
export function LayoutPicker({ count, value, onChange }: { count: number; value: string; onChange(layout: string): void }) {
  const name = useId();
  const options = layoutOptions(count);
  if (options.length === 0) return null;
  return (
    <div role="radiogroup" aria-label="Photo layout" className="layout-picker">
      {options.map((layout) => (
        <label key={layout} className={`layout-picker__option${layout === value ? ' layout-picker__option--on' : ''}`}>
          <input
            type="radio"
            name={name}
            value={layout}
            checked={layout === value}
            onChange={() => onChange(layout)}
            aria-label={layoutLabel(layout)}
          />
          <span className="layout-picker__diagram" aria-hidden="true">
            {[...layout].map((digit, row) => (
              <span key={row} className="layout-picker__row">
                {Array.from({ length: Number(digit) }, (_, i) => (
                  <span key={i} className="layout-picker__cell" />
                ))}
              </span>
            ))}
          </span>
        </label>
      ))}
    </div>
  );
}
