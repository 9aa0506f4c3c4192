import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { ABUSE_DETAILS_MAX, ABUSE_DETAILS_REQUIRED, ABUSE_THANKS, API_ROUTES, ApiError } from '@dash/shared-contracts';
import { createFakeServices, renderWithServices } from '../../../test/fake-services';
import { AbusePage } from './abuse-page';

const POST = { kind: 'post', id: '7', blog_name: 'ann', summary: 'Buy followers now', url: '/blog/ann/post/7', mine: false };

function setup(query: string, subject: unknown = POST) {
  const services = createFakeServices({ path: `/abuse${query}` });
  services.api.on('get', API_ROUTES.abuseSubject, () => {
    if (subject instanceof Error) throw subject;
    return subject;
  });
  services.api.on('post', API_ROUTES.abuse, () => ({ reported: true, message: ABUSE_THANKS }));
  renderWithServices(<AbusePage query={query} />, services);
  return services;
}

test('shows the reported post, takes a reason and details, and thanks the reporter', async () => {
  const services = setup('?post=7');
  expect(await screen.findByText('Buy followers now')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Report abuse' })).toBeInTheDocument();
  expect(document.title).toBe('Report abuse');
  expect(screen.getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', '/blog/ann/post/7');
  expect(services.api.calls[0]?.options?.query).toEqual({ post: '7' });
  fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(screen.getByText('Choose a reason.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
  fireEvent.change(screen.getByLabelText('Details (optional)'), { target: { value: 'bot account' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(await screen.findByText(ABUSE_THANKS)).toBeInTheDocument();
  expect(services.api.calls.filter((c) => c.method === 'post').map((c) => c.options?.form)).toEqual([
    { post: '7', reason: 'spam', details: 'bot account' },
  ]);
  expect(screen.getByRole('link', { name: 'Back to what you reported' })).toHaveAttribute('href', '/blog/ann/post/7');
});

test('"Something else" needs details; details have a maximum', async () => {
  const services = setup('?blog=ann', { ...POST, kind: 'blog', id: 'ann', summary: 'Ann’s blog', url: '/blog/ann' });
  fireEvent.click(await screen.findByRole('radio', { name: 'Something else' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(screen.getByText(ABUSE_DETAILS_REQUIRED)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Details (required)'), { target: { value: 'x'.repeat(ABUSE_DETAILS_MAX + 1) } });
  expect(screen.getByText(`${ABUSE_DETAILS_MAX + 1} of ${ABUSE_DETAILS_MAX} characters`)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
  expect(screen.getByText(`Details can be at most ${ABUSE_DETAILS_MAX} characters.`)).toBeInTheDocument();
  expect(services.api.calls.filter((c) => c.method === 'post')).toHaveLength(0);
});

test('a message report shows its text and who sent it', async () => {
  setup('?message=12', { kind: 'message', id: '12', blog_name: 'spammer', summary: 'click my link', url: null, mine: false });
  expect(await screen.findByText('click my link')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The message you are reporting' })).toBeInTheDocument();
  expect(screen.getByText(/From spammer/)).toBeInTheDocument();
});

test('asks what is reported when the address names nothing', async () => {
  setup('');
  expect(screen.getByRole('alert')).toHaveTextContent('Say what you are reporting');
});

test('a post the viewer may not see is the server’s 404 words, with a way back', async () => {
  setup('?post=9', new ApiError(404, 'nf', [{ code: 'NOT_FOUND', detail: "That post doesn't exist anymore." }]));
  expect(await screen.findByText("That post doesn't exist anymore.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
});

test('one’s own post offers no report', async () => {
  setup('?post=7', { ...POST, mine: true });
  expect(await screen.findByText("That is yours: there's nothing to report.")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
});
