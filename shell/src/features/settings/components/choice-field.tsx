interface Props<T extends string> {
  legend: string;
  name: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A small radio group (avatar shape, title weight, who may message). */
export function ChoiceField<T extends string>({ legend, name, value, choices, onChange }: Props<T>) {
  return (
    <fieldset className="shell-choice-field">
      <legend className="shell-field__label">{legend}</legend>
      <div className="shell-choice-field__options">
        {choices.map((choice) => (
          <label key={choice.value} className="shell-choice-field__option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
