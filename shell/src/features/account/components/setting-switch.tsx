import { useId } from 'react';

interface Props {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}

/** One preference: a native checkbox exposed as a switch, the whole row its label. */
export function SettingSwitch({ label, checked, disabled, onChange }: Props) {
  const id = useId();
  return (
    <div className="shell-setting">
      <label htmlFor={id} className="shell-setting__label">
        {label}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="shell-setting__switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
