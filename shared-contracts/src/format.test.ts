import { clampCount, formatBadge, formatCount } from './format';

describe('formatBadge', () => {
  it('shows nothing for zero or less', () => {
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(-3)).toBe('');
  });
  it('shows the count up to 99, then 99+', () => {
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
  });
});

describe('formatCount', () => {
  it('separates thousands and never goes below 0', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1)).toBe('0');
    expect(clampCount(Number.NaN)).toBe(0);
  });
});
