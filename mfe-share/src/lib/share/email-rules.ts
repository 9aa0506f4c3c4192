/**
 * The share panel's address rule (spec 3 §5): a local part of letters, digits, dot, underscore, plus
 * and hyphen; an @; a domain; a top-level domain of 2 to 20 letters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,20}$/;

/** The older popover's looser rule: {something}@{something}. */
export const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export function isValidEmail(address: string): boolean {
  return EMAIL_PATTERN.test(address.trim());
}

export function isLooseEmail(address: string): boolean {
  return LOOSE_EMAIL_PATTERN.test(address.trim());
}
