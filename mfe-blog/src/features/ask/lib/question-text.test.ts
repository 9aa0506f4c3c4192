import { isSendable, typedQuestion } from './question-text';

describe('typedQuestion', () => {
  it('strips newlines as they are typed or pasted', () => {
    expect(typedQuestion('Why\n')).toBe('Why ');
    expect(typedQuestion('line one\r\nline two\n\nthree')).toBe('line one line two three');
  });

  it('keeps at most 500 characters', () => {
    expect(typedQuestion('x'.repeat(600))).toHaveLength(500);
    expect(typedQuestion('x'.repeat(500))).toHaveLength(500);
  });
});

describe('isSendable', () => {
  it('takes 1 to 500 characters once trimmed', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('   ')).toBe(false);
    expect(isSendable(' ? ')).toBe(true);
    expect(isSendable('x'.repeat(500))).toBe(true);
    expect(isSendable('x'.repeat(501))).toBe(false);
  });
});
