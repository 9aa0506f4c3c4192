import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TitleFontField } from './title-font-field';

// The picker's chunk cannot be had (offline, a deploy removed it).
jest.mock('./title-font-picker', () => {
  throw new Error('chunk failed');
});

describe('the title font field without its picker', () => {
  it('is a plain list box while the picker loads and, when it cannot, stays one that works, and reports it', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChange = jest.fn();
    render(<TitleFontField value="Gibson" weight="regular" error="Pick a font from the list." onChange={onChange} />);
    expect(screen.getByLabelText('Title font')).toHaveValue('Gibson');
    await act(async () => undefined);
    fireEvent.change(screen.getByLabelText('Title font'), { target: { value: 'Courier New' } });
    expect(onChange).toHaveBeenCalledWith('Courier New');
    expect(screen.getByText('Pick a font from the list.')).toBeInTheDocument();
    expect(errors.mock.calls.some((c) => String(c[0]).includes('[error-report] the title font picker failed to load'))).toBe(
      true,
    );
    errors.mockRestore();
  });
});
