import { ASK_FORM, stripNewlines } from '@dash/shared-contracts';

/** What the text area keeps of what was typed or pasted: newlines stripped, at most 500 characters. */
export function typedQuestion(raw: string): string {
  return stripNewlines(raw).slice(0, ASK_FORM.maxLength);
}

/** Submit is possible only for 1 to 500 characters once trimmed (spec 3 §4 "Ask form"). */
export function isSendable(text: string): boolean {
  const length = text.trim().length;
  return length >= 1 && length <= ASK_FORM.maxLength;
}
