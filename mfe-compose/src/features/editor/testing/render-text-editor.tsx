import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import axe from 'axe-core';
import Quill from 'quill/core';
import { TextEditor, type TextEditorProps } from '../index';

export type ControlledProps = Partial<TextEditorProps> & { initial?: string; spy?: (value: string) => void };

/** A parent that owns the value, as the post form does. */
export function Controlled(props: ControlledProps) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <TextEditor
        label="Body"
        editorType={props.editorType ?? 'rich'}
        {...props}
        value={props.value ?? value}
        onChange={(next) => {
          props.spy?.(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

/** Renders a rich editor and waits for Quill (its chunk loads lazily). */
export async function renderRich(props: ControlledProps = {}) {
  const onReady = jest.fn();
  const view = render(<Controlled onReady={onReady} {...props} />);
  await waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 5000 });
  const container = view.container.querySelector('.ql-container');
  const quill = container ? Quill.find(container) : null;
  if (!(quill instanceof Quill)) throw new Error('no Quill');
  return { ...view, quill };
}

/** The value the parent holds now. */
export const valueText = () => screen.getByTestId('value').textContent;

/** Serious and critical axe findings (run inside act: the toolbar state may update meanwhile). */
export async function seriousAxeIssues(container: HTMLElement): Promise<string[]> {
  let ids: string[] = [];
  await act(async () => {
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    ids = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
  return ids;
}
