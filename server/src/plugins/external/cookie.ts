import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

// A small cookie plugin instead of @fastify/cookie: that package loads the ESM-only `cookie` module
// with a dynamic import(), which jest's CommonJS runtime cannot execute. We only need parse, set
// and clear with the standard attributes.

export interface CookieOptions {
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  maxAge?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    cookies: Record<string, string>;
  }
  interface FastifyReply {
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
    clearCookie(name: string, options?: CookieOptions): FastifyReply;
  }
}

export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!(name in out)) {
      // Most values (session and anonymous tokens are base64url) have nothing to decode.
      if (!value.includes('%')) out[name] = value;
      else {
        try {
          out[name] = decodeURIComponent(value);
        } catch {
          out[name] = value;
        }
      }
    }
  }
  return out;
}

const SAME_SITE = { lax: 'Lax', strict: 'Strict', none: 'None' } as const;

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
    parts.push(`Expires=${new Date(Date.now() + options.maxAge * 1000).toUTCString()}`);
  }
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${SAME_SITE[options.sameSite ?? 'lax']}`);
  return parts.join('; ');
}

export default fp(
  async (app) => {
    app.decorateRequest('cookies', null as unknown as Record<string, string>);
    // Callback-style hooks (here and in the other plugins that run for every request): no promise
    // and no extra microtask per hook (issue 8).
    app.addHook('onRequest', (request, _reply, done) => {
      request.cookies = parseCookieHeader(request.headers.cookie);
      done();
    });
    app.decorateReply('setCookie', function setCookie(this: FastifyReply, name: string, value: string, options?: CookieOptions) {
      const existing = this.getHeader('set-cookie');
      const list = Array.isArray(existing) ? existing.map(String) : existing ? [String(existing)] : [];
      // Setting the same cookie twice in one reply keeps only the last value.
      const kept = list.filter((c) => !c.startsWith(`${name}=`));
      this.header('set-cookie', [...kept, serializeCookie(name, value, options)]);
      return this;
    });
    app.decorateReply('clearCookie', function clearCookie(this: FastifyReply, name: string, options?: CookieOptions) {
      return this.setCookie(name, '', { ...options, maxAge: 0 });
    });
  },
  { name: 'cookie' },
);
