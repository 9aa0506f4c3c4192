import type { FastifyRequest } from 'fastify';
import { formKeyFor, providedKey } from './form-key';

const SECRET = 'test-secret';
const request = (parts: Partial<Record<string, unknown>>) =>
  ({ headers: {}, url: '/svc/x', ...parts }) as unknown as FastifyRequest;

describe('formKeyFor', () => {
  it('derives the key from the session token, or from the visitor cookie, and is stable', () => {
    const signedIn = request({ auth: { token: 'tok-1' }, anonId: null });
    expect(formKeyFor(SECRET, signedIn)).toBe(formKeyFor(SECRET, request({ auth: { token: 'tok-1' } })));
    expect(formKeyFor(SECRET, signedIn)).not.toBe(formKeyFor(SECRET, request({ auth: { token: 'tok-2' } })));
    const visitor = request({ auth: null, anonId: 'anon-1234567890abcdef' });
    expect(formKeyFor(SECRET, visitor)).toMatch(/^[\w-]{20,}$/);
    expect(formKeyFor(SECRET, visitor)).not.toBe(formKeyFor(SECRET, request({ auth: { token: 'anon-1234567890abcdef' } })));
  });

  it('depends on the server secret and is empty without a session or visitor cookie', () => {
    const signedIn = request({ auth: { token: 'tok-1' } });
    expect(formKeyFor(SECRET, signedIn)).not.toBe(formKeyFor('other-secret', signedIn));
    expect(formKeyFor(SECRET, request({ auth: null, anonId: null }))).toBe('');
  });
});

describe('providedKey', () => {
  it('reads the X-Form-Key header first, then the form_key body field', () => {
    expect(providedKey(request({ headers: { 'x-form-key': 'from-header' }, body: { form_key: 'from-body' } }))).toBe(
      'from-header',
    );
    expect(providedKey(request({ body: { form_key: 'from-body' } }))).toBe('from-body');
    expect(providedKey(request({ body: ['form_key'] }))).toBe('');
    expect(providedKey(request({}))).toBe('');
  });

  it('takes the query parameter only on the log intake, where sendBeacon cannot set headers', () => {
    expect(providedKey(request({ url: '/svc/log/lady?form_key=q', query: { form_key: 'q' } }))).toBe('q');
    expect(providedKey(request({ url: '/svc/follow?form_key=q', query: { form_key: 'q' } }))).toBe('');
  });
});
