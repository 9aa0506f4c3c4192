import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { API_ROUTES, ApiError } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { OutboxPage } from './outbox-page';
import { ReportsPage } from './reports-page';

const entry = (id: number, extra = {}) => ({
  id,
  kind: 'share:email',
  to: `pal${id}@example.test`,
  subject: `Mail ${id}`,
  body: `hello\n\nhttps://dash.example/blog/ann/post/${id}`,
  transport: 'outbox',
  created_at: 1_700_000_000,
  ...extra,
});

test('the outbox lists each mail with kind, to, subject, body, when and transport, and pages on', async () => {
  const services = createFakeServices({ path: '/outbox' });
  services.api.on('get', API_ROUTES.adminOutbox, (options) =>
    options?.query?.before === '2'
      ? { entries: [entry(1, { kind: 'share:twitter', to: null, transport: 'smtp' })], next_before: null }
      : { entries: [entry(3), entry(2)], next_before: '2' },
  );
  renderWithServices(<OutboxPage />, services);
  const first = await screen.findByRole('article', { name: 'Mail 3' });
  expect(within(first).getByText('pal3@example.test')).toBeInTheDocument();
  expect(within(first).getByText('share:email')).toBeInTheDocument();
  expect(within(first).getByText('2023-11-14 22:13 UTC')).toBeInTheDocument();
  expect(within(first).getByText('Kept here (no SMTP)')).toBeInTheDocument();
  expect(within(first).getByText(/https:\/\/dash.example\/blog\/ann\/post\/3/)).toBeInTheDocument();
  expect(document.title).toBe('Outbox');
  fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
  const last = await screen.findByRole('article', { name: 'Mail 1' });
  expect(within(last).getByText('Sent by SMTP')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/admin/reports');
});

test('an empty outbox says so; a failure offers Try again', async () => {
  const services = createFakeServices({ path: '/outbox' });
  services.api.on('get', API_ROUTES.adminOutbox, () => {
    throw new ApiError(500, 'x', [{ code: 'INTERNAL', detail: 'Something went wrong. Please try again.' }]);
  });
  renderWithServices(<OutboxPage />, services);
  expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  services.api.on('get', API_ROUTES.adminOutbox, () => ({ entries: [], next_before: null }));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Nothing has been sent yet.')).toBeInTheDocument();
});

test('the reports page shows what was reported, why, by whom, with a link to it', async () => {
  const services = createFakeServices({ path: '/admin/reports' });
  services.api.on('get', API_ROUTES.adminReports, () => ({
    reports: [
      {
        id: 4,
        kind: 'post',
        subject_id: '7',
        blog_name: 'ann',
        excerpt: 'Buy followers now',
        url: '/blog/ann/post/7',
        reason: 'spam',
        details: 'a bot',
        reporter: 'ben',
        created_at: 1_700_000_000,
      },
    ],
    next_before: null,
  }));
  renderWithServices(<ReportsPage />, services);
  const report = await screen.findByRole('article', { name: 'A post on ann: Spam' });
  expect(within(report).getByText('Buy followers now')).toBeInTheDocument();
  expect(within(report).getByText('ben')).toBeInTheDocument();
  expect(within(report).getByText('a bot')).toBeInTheDocument();
  expect(within(report).getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', '/blog/ann/post/7');
  expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
});
