let sent = false;

/**
 * Spec 1 §4: the conversion log is sent once per page, only when a logged-in user first plays a
 * video. True exactly once per page load, for the first play by a logged-in user.
 */
export function claimConversionLog(loggedIn: boolean): boolean {
  if (sent || !loggedIn) return false;
  sent = true;
  return true;
}

/** Tests only: a fresh "page". */
export function resetConversionLogForTests(): void {
  sent = false;
}
