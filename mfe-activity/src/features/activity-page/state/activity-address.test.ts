import { readActivityAddress } from './activity-address';

test('reads the blog, the filter and the cursor; unknown filters and bad cursors read as none', () => {
  expect(readActivityAddress('/blog/alpha/activity', '?type=like&before=1700000000.5')).toEqual({
    blogName: 'alpha',
    filter: 'like',
    before: '1700000000.5',
  });
  expect(readActivityAddress('/blog/a%20b/activity/', '?type=nope&before=x')).toEqual({
    blogName: 'a b',
    filter: 'all',
    before: null,
  });
  expect(readActivityAddress('/dashboard', '').blogName).toBeNull();
});
