import * as contracts from '@dash/shared-contracts';
import { ABUSE_DETAILS_MAX, ABUSE_DETAILS_REQUIRED, ABUSE_REASONS, abuseReasonLabel } from './abuse-reasons';

test("the form's reasons and limits are the server's", () => {
  expect(ABUSE_REASONS.map((r) => r.value)).toEqual(contracts.ABUSE_REASON_VALUES);
  expect(ABUSE_REASONS).toEqual(contracts.ABUSE_REASONS);
  expect(ABUSE_DETAILS_MAX).toBe(contracts.ABUSE_DETAILS_MAX);
  expect(ABUSE_DETAILS_REQUIRED).toBe(contracts.ABUSE_DETAILS_REQUIRED);
  expect(abuseReasonLabel('spam')).toBe('Spam');
});
