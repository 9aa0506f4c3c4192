import type { EditorType } from '@dash/shared-contracts';
import { EDITOR_CHOICES } from '../lib/dashboard-settings';

interface Props {
  value: EditorType;
  disabled: boolean;
  onChange: (editor: EditorType) => void;
}

/** The editor new posts open with: a radio group, saved as soon as one is chosen. */
export function EditorChoice({ value, disabled, onChange }: Props) {
  return (
    <fieldset className="shell-settings__choice" disabled={disabled}>
      <legend className="shell-settings__heading">Editor for new posts</legend>
      {EDITOR_CHOICES.map((choice) => (
        <label key={choice.value} className="shell-settings__option">
          <input
            type="radio"
            name="default_editor_type"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span className="shell-settings__option-text">
            <span className="shell-settings__option-label">{choice.label}</span>
            <span className="shell-settings__option-hint">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
