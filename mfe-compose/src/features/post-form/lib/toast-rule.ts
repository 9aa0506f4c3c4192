/**
 * Spec 1 §4 "After saving": a toast is shown unless a new non-reblog post was created outside
 * fast compose and outside tagged pages.
 */
export function shouldShowSaveToast(input: {
  isEdit: boolean;
  isReblog: boolean;
  fromFastCompose: boolean;
  base: string;
}): boolean {
  const quietCase = !input.isEdit && !input.isReblog && !input.fromFastCompose && !input.base.startsWith('/tagged');
  return !quietCase;
}
