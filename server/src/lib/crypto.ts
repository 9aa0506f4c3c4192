import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

// crypto.hash (Node 20.12+) hashes in one call, without a Hash object (issue 8: every signed-in
// request hashes its session token); older Node 20 releases take the stream API.
const hashOnce = typeof crypto.hash === 'function' ? crypto.hash : null;

export function sha256(value: string): string {
  return hashOnce ? hashOnce('sha256', value, 'hex') : crypto.createHash('sha256').update(value).digest('hex');
}

export function hmac(secret: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(value).digest('base64url');
}

export async function hashPassword(password: string, salt = randomToken(16)): Promise<{ hash: string; salt: string }> {
  const key = await scrypt(password, salt, KEY_LENGTH);
  return { hash: key.toString('hex'), salt };
}

export async function verifyPassword(password: string, salt: string, expectedHex: string): Promise<boolean> {
  const key = await scrypt(password, salt, KEY_LENGTH);
  const expected = Buffer.from(expectedHex, 'hex');
  return expected.length === key.length && crypto.timingSafeEqual(key, expected);
}

/** Constant-time comparison of two strings (form keys). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

export function uuid(): string {
  return crypto.randomUUID();
}
