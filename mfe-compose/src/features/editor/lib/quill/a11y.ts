export interface EditableA11y {
  labelId: string;
  multiline: boolean;
  placeholder?: string;
  describedBy?: string;
}

/**
 * Quill's editable div as an accessible text box: role textbox, aria-multiline and the field's
 * visible label as its name (the toolbar sits outside and is its own role=toolbar).
 */
export function applyEditableA11y(root: HTMLElement, a11y: EditableA11y): void {
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', String(a11y.multiline));
  root.setAttribute('aria-labelledby', a11y.labelId);
  if (a11y.placeholder) root.setAttribute('aria-placeholder', a11y.placeholder);
  else root.removeAttribute('aria-placeholder');
  if (a11y.describedBy) root.setAttribute('aria-describedby', a11y.describedBy);
}
