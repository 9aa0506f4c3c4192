import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../lib/app-error';

export const COMMON_PASSWORD = 'That password is too common. Choose another one.';

// zxcvbn-ts's list of about 49,000 passwords seen most often in leaks (all lowercase). It stays on
// the server: shipping it would add megabytes to the shell, and the form shows the server's message.
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.trim().toLowerCase());
}

/** Refuses a new password from the list, naming the form field it came from. */
export function assertUncommonPassword(password: string, field: 'password' | 'new_password'): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, field);
}
