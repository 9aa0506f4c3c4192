import { isLooseEmail, isValidEmail } from './email-rules';

describe('the share panel address rule (spec 3 §5)', () => {
  it.each(['ann@example.com', 'a.b_c+d-e@mail.example.co.uk', 'X9@host.museum', ' ann@example.com '])('accepts %p', (a) =>
    expect(isValidEmail(a)).toBe(true),
  );
  it.each([
    '',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann@example.c',
    `ann@example.${'a'.repeat(21)}`,
    'ann@example.c0m',
    'an n@example.com',
    'ann!@example.com',
    'ann@@example.com',
  ])('refuses %p', (a) => expect(isValidEmail(a)).toBe(false));
  it('takes a top-level domain of 2 to 20 letters', () => {
    expect(isValidEmail('a@b.io')).toBe(true);
    expect(isValidEmail(`a@b.${'x'.repeat(20)}`)).toBe(true);
  });
});

describe("the older popover's looser {something}@{something} rule", () => {
  it.each(['a@b', 'ann@example', 'ann!@localhost', 'ann@example.com'])('accepts %p', (a) => expect(isLooseEmail(a)).toBe(true));
  it.each(['', 'ann', '@b', 'a@', 'a@b@c', 'a b@c'])('refuses %p', (a) => expect(isLooseEmail(a)).toBe(false));
});
