import { noteAge } from './age';

const at = (iso: string) => Date.parse(iso) / 1000;
const NOW = Date.parse('2024-06-15T12:00:00');

it('says how long ago in a short form and in words', () => {
  expect(noteAge(at('2024-06-15T11:59:30'), NOW)).toEqual({ short: 'now', long: 'just now' });
  expect(noteAge(at('2024-06-15T11:59:00'), NOW)).toEqual({ short: '1m', long: '1 minute ago' });
  expect(noteAge(at('2024-06-15T11:15:00'), NOW)).toEqual({ short: '45m', long: '45 minutes ago' });
  expect(noteAge(at('2024-06-15T09:00:00'), NOW)).toEqual({ short: '3h', long: '3 hours ago' });
  expect(noteAge(at('2024-06-13T12:00:00'), NOW)).toEqual({ short: '2d', long: '2 days ago' });
  expect(noteAge(at('2024-03-04T12:00:00'), NOW)).toEqual({ short: 'Mar 4', long: 'March 4' });
  expect(noteAge(at('2023-12-25T12:00:00'), NOW)).toEqual({ short: 'Dec 25, 2023', long: 'December 25, 2023' });
});

it('treats a clock slightly behind the server as now', () => {
  expect(noteAge(at('2024-06-15T12:00:30'), NOW).short).toBe('now');
});
