import { shouldShowSaveToast } from './toast-rule';

describe('shouldShowSaveToast (spec 1 §4)', () => {
  const base = { isEdit: false, isReblog: false, fromFastCompose: false, base: '/dashboard' };
  it('stays quiet for a new post outside fast compose and tagged pages', () => {
    expect(shouldShowSaveToast(base)).toBe(false);
    expect(shouldShowSaveToast({ ...base, base: '/queue' })).toBe(false);
  });
  it('shows it from fast compose, on tagged pages, for edits and reblogs', () => {
    expect(shouldShowSaveToast({ ...base, fromFastCompose: true })).toBe(true);
    expect(shouldShowSaveToast({ ...base, base: '/tagged/cats' })).toBe(true);
    expect(shouldShowSaveToast({ ...base, isEdit: true })).toBe(true);
    expect(shouldShowSaveToast({ ...base, isReblog: true })).toBe(true);
  });
});
