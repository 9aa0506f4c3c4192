import '@testing-library/jest-dom';
import { ALT_TEXT } from '@dash/shared-contracts/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AltTextField } from './alt-text-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <AltTextField value={value} onChange={setValue} label="Alt text for photo 2" />;
}

describe('AltTextField', () => {
  it('is a labelled field without a counter far from the limit', () => {
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Alt text for photo 2' });
    fireEvent.change(field, { target: { value: 'A cat' } });
    expect(field).toHaveValue('A cat');
    expect(screen.queryByText(/characters? left/)).toBeNull();
  });

  it('counts the characters left near the limit', () => {
    render(<Harness initial={'x'.repeat(950)} />);
    expect(screen.getByText('50 characters left')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('says so past the limit and keeps every character', () => {
    render(<Harness initial={'x'.repeat(1002)} />);
    expect(screen.getByText('-2 characters left')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ALT_TEXT.tooLong);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toHaveLength(1002);
  });
});
