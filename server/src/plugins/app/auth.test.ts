import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { cookieOptions, requireAuth } from './auth';

const request = (parts: Partial<Record<string, unknown>>) => parts as unknown as FastifyRequest;

describe('auth rules', () => {
  it('requireAuth returns the signed-in user and refuses a visitor with 401', () => {
    const auth = { user: { id: 1 }, session: { id: 's' }, token: 't' };
    expect(requireAuth(request({ auth }))).toBe(auth);
    expect(() => requireAuth(request({ auth: null }))).toThrow(AppError);
    try {
      requireAuth(request({ auth: null }));
    } catch (error) {
      expect((error as AppError).statusCode).toBe(401);
    }
  });

  it('session cookies are HttpOnly and SameSite=Lax, and Secure behind https', () => {
    expect(cookieOptions(request({ protocol: 'http' }), 60)).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      maxAge: 60,
    });
    expect(cookieOptions(request({ protocol: 'https' }), 60).secure).toBe(true);
  });
});
