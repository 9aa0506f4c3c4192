import { readReplyTo, rememberReplyTo, REPLY_TO_COOKIE } from './reply-to-cookie';

afterEach(() => {
  document.cookie = `${REPLY_TO_COOKIE}=; Max-Age=0; Path=/`;
  jest.restoreAllMocks();
});

test('is off until the switch is turned on, and remembers both choices', () => {
  expect(readReplyTo()).toBe(false);
  rememberReplyTo(true);
  expect(readReplyTo()).toBe(true);
  rememberReplyTo(false);
  expect(readReplyTo()).toBe(false);
});

test('lasts one year (31536000 s) for the whole site', () => {
  const set = jest.spyOn(document, 'cookie', 'set');
  rememberReplyTo(true);
  expect(set).toHaveBeenCalledWith(`${REPLY_TO_COOKIE}=1; Max-Age=31536000; Path=/; SameSite=Lax`);
});

test('reads the cookie among others', () => {
  expect(readReplyTo(`a=1; ${REPLY_TO_COOKIE}=1; b=2`)).toBe(true);
  expect(readReplyTo(`${REPLY_TO_COOKIE}=0`)).toBe(false);
  expect(readReplyTo(`x${REPLY_TO_COOKIE}=1`)).toBe(false);
});
