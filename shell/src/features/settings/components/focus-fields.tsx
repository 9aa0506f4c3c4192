import type { BlogSettingsState } from '../hooks/use-blog-settings';

/** Where the header image is cropped around: two sliders, 0 to 100 % across and down. */
export function FocusFields({ state }: { state: BlogSettingsState }) {
  const { view, saved } = state;
  if (!view || !saved?.theme.header_image) return null;
  const slider = (key: 'header_focus_x' | 'header_focus_y', label: string) => (
    <label className="shell-focus-field">
      <span className="shell-field__label">{label}</span>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={Math.round(view[key] * 100)}
        aria-valuetext={`${Math.round(view[key] * 100)} %`}
        onChange={(event) => state.set(key, Number(event.target.value) / 100)}
      />
    </label>
  );
  return (
    <fieldset className="shell-focus-fields">
      <legend className="shell-field__label">Header image focus (what stays in view when it is cropped)</legend>
      {slider('header_focus_x', 'Left to right')}
      {slider('header_focus_y', 'Top to bottom')}
    </fieldset>
  );
}
