import { SHARE_LIMITS } from './limits';

export const REPLY_TO_COOKIE = 'share_reply_to';

/** Whether the email form's reply-to switch was left on (remembered for a year, spec 3 §9). */
export function readReplyTo(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${REPLY_TO_COOKIE}=1`);
}

export function rememberReplyTo(allow: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${REPLY_TO_COOKIE}=${allow ? '1' : '0'}; Max-Age=${SHARE_LIMITS.replyToCookieMaxAge}; Path=/; SameSite=Lax${secure}`;
}
