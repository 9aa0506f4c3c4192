import { LIMITS } from '@dash/shared-contracts/core';

// The length rule is checked here and on the server; the common-password list is only on the server
// (too big to ship), whose message then shows beside the field.
export const PASSWORD_HINT = `At least ${LIMITS.passwordMin} characters, and not a common password.`;
