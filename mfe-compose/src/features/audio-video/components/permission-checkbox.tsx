const LABEL = 'I have permission to share this file';

/** The rights statement an uploaded file needs before it can be posted (spec 1 §5). */
export function PermissionCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="media-permission">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{LABEL}</span>
    </label>
  );
}
