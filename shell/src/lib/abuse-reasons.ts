import { ABUSE_REASONS } from '@dash/shared-contracts/src/mail-admin-constants';

// The abuse form's reasons, limits and words come from the contract's zod-free module directly (not the
// contracts' index, which carries zod, nor the core, which the first page ships).
export {
  ABUSE_DETAILS_MAX,
  ABUSE_DETAILS_REQUIRED,
  ABUSE_REASONS,
  type AbuseReason as AbuseReasonValue,
} from '@dash/shared-contracts/src/mail-admin-constants';

/** A stored reason's words on the admins' reports page (an unknown value is shown as it is). */
export const abuseReasonLabel = (value: string): string => ABUSE_REASONS.find((r) => r.value === value)?.label ?? value;
