import { humanDuration, relationshipText } from './relationship-text';

const DAY = 86_400;

test('humanDuration uses the largest whole unit, singular or plural', () => {
  expect(humanDuration(2 * 365 * DAY + 40 * DAY)).toBe('2 years');
  expect(humanDuration(365 * DAY)).toBe('1 year');
  expect(humanDuration(3 * 30 * DAY + 5 * DAY)).toBe('3 months');
  expect(humanDuration(5 * DAY + 3600)).toBe('5 days');
  expect(humanDuration(DAY)).toBe('1 day');
  expect(humanDuration(2 * 3600)).toBe('2 hours');
  expect(humanDuration(60)).toBe('1 minute');
  expect(humanDuration(12)).toBe('a moment');
  expect(humanDuration(-5)).toBe('a moment');
});

const none = {
  is_blog_following_you: false,
  is_following_blog: false,
  duration_blog_following_you: 0,
  duration_following_blog: 0,
};

test('relationshipText: mutuals use the shorter duration; one-way follows; none', () => {
  expect(
    relationshipText({
      is_blog_following_you: true,
      is_following_blog: true,
      duration_blog_following_you: 2 * 365 * DAY,
      duration_following_blog: 3 * 30 * DAY,
    }),
  ).toBe('Mutuals for 3 months');
  expect(relationshipText({ ...none, is_blog_following_you: true, duration_blog_following_you: 5 * DAY })).toBe(
    'Followed you 5 days ago',
  );
  expect(relationshipText({ ...none, is_following_blog: true, duration_following_blog: 2 * 365 * DAY })).toBe(
    'Following for 2 years',
  );
  expect(relationshipText(none)).toBe('Not following each other');
});
