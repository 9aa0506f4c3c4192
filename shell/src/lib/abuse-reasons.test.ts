import { abuseReasonLabel } from './abuse-reasons';

test("a stored reason reads as the form's words; an unknown one as it is", () => {
  expect(abuseReasonLabel('spam')).toBe('Spam');
  expect(abuseReasonLabel('self-harm')).toBe('Self-harm');
  expect(abuseReasonLabel('retired-reason')).toBe('retired-reason');
});
