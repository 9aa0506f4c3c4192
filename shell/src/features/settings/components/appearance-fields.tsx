import { SettingSwitch } from '../../account';
import type { BlogSettingsState } from '../hooks/use-blog-settings';
import { ChoiceField } from './choice-field';
import { ColourField } from './colour-field';
import { TitleFontField } from './title-font-field';

const SHOW = [
  { key: 'show_header_image', label: 'Show the header image' },
  { key: 'show_avatar', label: 'Show the avatar' },
  { key: 'show_title', label: 'Show the title' },
  { key: 'show_description', label: 'Show the description' },
] as const;

/** Theme colours, title font and weight, avatar shape and what the header shows. */
export function AppearanceFields({ state }: { state: BlogSettingsState }) {
  const { view, errors } = state;
  if (!view) return null;
  return (
    <section className="shell-settings__group" aria-labelledby="shell-blog-appearance">
      <h2 id="shell-blog-appearance" className="shell-settings__heading">
        Appearance
      </h2>
      <div className="shell-settings__colours">
        <ColourField
          label="Background colour"
          value={view.background_color}
          error={errors.background_color}
          onChange={(v) => state.set('background_color', v)}
        />
        <ColourField
          label="Title colour"
          value={view.title_color}
          error={errors.title_color}
          onChange={(v) => state.set('title_color', v)}
        />
        <ColourField
          label="Link colour"
          value={view.link_color}
          error={errors.link_color}
          onChange={(v) => state.set('link_color', v)}
        />
      </div>
      <TitleFontField
        value={view.title_font}
        weight={view.title_font_weight}
        error={errors.title_font}
        onChange={(name) => state.set('title_font', name)}
      />
      <ChoiceField
        legend="Title weight"
        name="title_font_weight"
        value={view.title_font_weight}
        choices={[
          { value: 'regular', label: 'Regular' },
          { value: 'bold', label: 'Bold' },
        ]}
        onChange={(v) => state.set('title_font_weight', v)}
      />
      <ChoiceField
        legend="Avatar shape"
        name="avatar_shape"
        value={view.avatar_shape}
        choices={[
          { value: 'circle', label: 'Circle' },
          { value: 'square', label: 'Square' },
        ]}
        onChange={(v) => state.set('avatar_shape', v)}
      />
      {SHOW.map(({ key, label }) => (
        <SettingSwitch key={key} label={label} checked={view[key]} disabled={false} onChange={(on) => state.set(key, on)} />
      ))}
    </section>
  );
}
